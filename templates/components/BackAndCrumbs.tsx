import type { Crumb } from '../../src/domain/page.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Icon } from './Icon.tsx';
import { useHref } from '../i18n/context.ts';

/** The way back from a detail page: a link to the list it belongs to ("Back to Cars"), then its breadcrumb trail. */
export function BackAndCrumbs({ href, label, crumbs }: { href: string; label: string; crumbs: readonly Crumb[] }) {
  const to = useHref();
  return (
    <>
      <a className="back-link" href={to(href)}>
        <Icon name="arrowLeft" size={18} />
        {/* One text node for the space and the label, so React puts no comment marker between them. */}
        {` ${label}`}
      </a>
      <Breadcrumbs crumbs={crumbs} />
    </>
  );
}
