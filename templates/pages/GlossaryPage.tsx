import type { Crumb } from '../../src/routes/types.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { GlossaryEntry } from '../islands/GlossaryBrowser.tsx';

/** /ev-glossary: every term, browsable by letter or search. */
export function GlossaryPage({ terms, updatedLabel, crumbs }: { terms: readonly GlossaryEntry[]; updatedLabel: string; crumbs: readonly Crumb[] }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV glossary">
        {terms.length} electric-car terms explained in plain English, from AC charging to the wall box.
      </PageHeader>
      <p className="muted">Last updated: {updatedLabel}</p>
      <Island name="GlossaryBrowser" hydrate="load" props={{ terms, initialLetter: 'E' }} />
      <p className="page-links">
        <a className="button button--ghost" href="/ev-maintenance-guide">EV Maintenance Guide</a>
        <a className="button button--ghost" href="/calculator">Savings Calculator</a>
        <a className="button button--ghost" href="/contact">Contact Us</a>
      </p>
    </div>
  );
}
