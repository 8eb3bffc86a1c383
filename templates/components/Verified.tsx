import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../../src/domain/format.ts';
import { useLocale, useText } from '../i18n/context.ts';

/** A source that is a web address: shown by its host, linked. Anything else is shown as written, as text. */
const WEB = /^https?:\/\/([^/?#\s]+)/i;

/** Any letter of the Devanagari script. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Where a fact comes from: a web address by its host, linked; anything else (a report's title) as written. A title
 * with no Devanagari on a Hindi page is an English report's, and is marked so.
 */
export function SourceRef({ source }: { source: string }) {
  const locale = useLocale();
  const host = WEB.exec(source)?.[1]?.replace(/^www\./, '');
  // A long host may break only before a dot (transport.maharashtra<wbr>.gov.in), never inside a word.
  return host ? (
    <a href={source} rel="external noopener">
      {host.split('.').map((part, index, parts) =>
        index === 0 ? (
          part
        ) : (
          <Fragment key={parts.slice(index).join('.')}>
            <wbr />
            {`.${part}`}
          </Fragment>
        ),
      )}
    </a>
  ) : (
    <span lang={locale !== 'en' && !DEVANAGARI.test(source) ? 'en' : undefined}>{source}</span>
  );
}

/**
 * A sentence of the catalogue with elements in its `{name}` placeholders: a <Verified>, a link, a <strong>. Text
 * values join the text around them, so the sentence is one text node between its elements, as written in JSX.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  template.split(/\{(\w+)\}/).forEach((part, index) => {
    const value = index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`;
    if (typeof value === 'string' || typeof value === 'number') {
      if (value === '') return;
      const last = nodes.length - 1;
      if (typeof nodes[last] === 'string') nodes[last] += String(value);
      else nodes.push(String(value));
    } else if (value !== null && value !== undefined && typeof value !== 'boolean') {
      // Keyed by its placeholder's name: an element is given once in a sentence.
      nodes.push(<Fragment key={part}>{value}</Fragment>);
    }
  });
  return nodes;
}

/**
 * When a fact was last confirmed and where: "Verified on 15 August 2025 · ev.tatamotors.com". Every price and
 * incentive carries its date and source in the data; a reader can judge how fresh it is and check it.
 */
export function Verified({
  asOf,
  source,
  verb,
}: {
  asOf: string;
  source: string /** The words before "on": "Verified" by default, "reported" mid-sentence for an estimate (text.situation's). */;
  verb?: string;
}) {
  const text = useText();
  return (
    <span className="verified">
      {fillNodes(text.situation.verifiedOn, {
        verb: verb ?? text.situation.verified,
        date: <time dateTime={asOf}>{formatDate(new Date(`${asOf}T00:00:00Z`))}</time>,
      })}
      {' · '}
      <SourceRef source={source} />
    </span>
  );
}
