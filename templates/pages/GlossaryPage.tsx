import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { GlossaryEntry } from '../islands/GlossaryBrowser.tsx';
import { useHasPage } from '../layout/site-context.ts';

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
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV glossary">
        {terms.length} electric-car terms explained in plain English, from AC charging to the wall box.
      </PageHeader>
      <p className="muted">Last updated: {updatedLabel}</p>
      <Island name="GlossaryBrowser" hydrate="load" props={{ terms, initialLetter: 'E' }} />
      <p className="page-links">
        {[
          ['/ev-maintenance-guide', 'EV Maintenance Guide'],
          ['/calculator', 'Savings Calculator'],
          ['/contact', 'Contact Us'],
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
