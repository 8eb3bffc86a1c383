import type { ReactNode } from 'react';
import type { Crumb } from '../../src/domain/page.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** An inner page's breadcrumb trail, title and lede. */
export function PageHeader({ crumbs, title, children }: { crumbs: readonly Crumb[]; title: string; children?: ReactNode }) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <h1>{title}</h1>
        {children && <p className="lede">{children}</p>}
      </header>
    </>
  );
}
