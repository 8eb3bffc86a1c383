import { formatDate } from '../../src/domain/index.ts';

/** A source that is a web address: shown by its host, linked. Anything else is shown as written, as text. */
const WEB = /^https?:\/\/([^/?#\s]+)/i;

/**
 * When a fact was last confirmed and where: "Verified on 15 August 2025 · ev.tatamotors.com". Every price and
 * incentive carries its date and source in the data; a reader can judge how fresh it is and check it.
 */
export function Verified({
  asOf,
  source,
  verb = 'Verified',
}: {
  asOf: string;
  source: string /** The word before "on": "Verified" by default, "reported" mid-sentence for an estimate. */;
  verb?: string;
}) {
  const host = WEB.exec(source)?.[1]?.replace(/^www\./, '');
  return (
    <span className="verified">
      {`${verb} on `}
      <time dateTime={asOf}>{formatDate(new Date(`${asOf}T00:00:00Z`))}</time>
      {' · '}
      {host ? (
        <a href={source} rel="external noopener">
          {host}
        </a>
      ) : (
        <span>{source}</span>
      )}
    </span>
  );
}
