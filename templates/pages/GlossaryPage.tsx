import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { GlossaryEntry } from '../islands/GlossaryBrowser.tsx';
import { useHasPage } from '../layout/site-context.ts';
import { fill, useText } from '../i18n/context.ts';

/** /ev-glossary: every term, browsable by letter or search. */
export function GlossaryPage({
  terms,
  updatedLabel,
  crumbs,
}: {
  terms: readonly GlossaryEntry[];
  updatedLabel: string;
  crumbs: readonly Crumb[];
}) {
  const hasPage = useHasPage();
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.content.glossaryTitle}>
        {fill(text.content.glossaryLede, { count: terms.length })}
      </PageHeader>
      <p className="muted">{fill(text.content.lastUpdated, { date: updatedLabel })}</p>
      <Island name="GlossaryBrowser" hydrate="load" props={{ terms, initialLetter: 'E' }} />
      <p className="page-links">
        {[
          ['/ev-maintenance-guide', text.content.maintenanceGuide],
          ['/calculator', text.content.savingsCalculator],
          ['/contact', text.content.contactUs],
        ]
          .filter(([href]) => hasPage(href!))
          .map(([href, label]) => (
            <a key={href} className="button button--ghost" href={href}>
              {label}
            </a>
          ))}
      </p>
    </div>
  );
}
