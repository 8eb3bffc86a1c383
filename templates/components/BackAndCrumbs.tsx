import type { Crumb } from '../../src/domain/page.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Icon } from './Icon.tsx';

/** The way back from a detail page: a link to the list it belongs to ("Back to Cars"), then its breadcrumb trail. */
export function BackAndCrumbs({ href, label, crumbs }: { href: string; label: string; crumbs: readonly Crumb[] }) {
  return (
    <>
      <a className="back-link" href={href}>
        <Icon name="arrowLeft" size={18} />
        {/* One text node for the space and the label, so React puts no comment marker between them. */}
        {` ${label}`}
      </a>
      <Breadcrumbs crumbs={crumbs} />
    </>
  );
}
