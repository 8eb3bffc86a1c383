import type { ReactNode } from 'react';
import type { Crumb } from '../../src/domain/page.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** An inner page's breadcrumb trail, title and lede. */
export function PageHeader({
  crumbs,
  title,
  children,
  lang,
}: {
  crumbs: readonly Crumb[];
  title: string;
  children?: ReactNode;
  /** The title's language when it is not the page's ("en" on a Hindi page of an untranslated text). */
  lang?: 'en' | undefined;
}) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <h1 lang={lang}>{title}</h1>
        {children && <p className="lede">{children}</p>}
      </header>
    </>
  );
}
