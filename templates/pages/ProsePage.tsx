import type { Crumb } from '../../src/domain/page.ts';
import type { Heading } from '../../src/markdown/types.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { fill, useText } from '../i18n/context.ts';

/** A page of prose from data/pages/ (the maintenance guide, legal pages), with its contents when it is long. */
export function ProsePage({
  title,
  updatedLabel,
  html,
  headings,
  crumbs,
  lang,
}: {
  /** "en" on a Hindi page whose text has no Hindi yet (see langOf). */
  lang?: 'en' | undefined;
  title: string;
  updatedLabel: string;
  html: string;
  headings: readonly Heading[];
  crumbs: readonly Crumb[];
}) {
  const text = useText();
  const sections = headings.filter((heading) => heading.depth === 2);
  return (
    <div className="container page prose-page">
      <PageHeader crumbs={crumbs} title={title} lang={lang} />
      <p className="muted">{fill(text.content.lastUpdated, { date: updatedLabel })}</p>
      {sections.length >= 5 && (
        <nav className="toc" aria-label={text.content.onThisPage}>
          <h2>{text.content.onThisPage}</h2>
          <ol>
            {sections.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered by src/content/markdown.ts, which drops raw HTML and keeps only http(s), mailto, tel and site-relative URLs */}
      <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
