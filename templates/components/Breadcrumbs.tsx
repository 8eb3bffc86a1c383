import type { Crumb } from '../../src/domain/page.ts';
import { useHref, useText } from '../i18n/context.ts';

/** The trail from home to this page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const to = useHref();
  const text = useText();
  return (
    <nav className="breadcrumbs" aria-label={text.common.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.name}
              </span>
            ) : (
              <a href={to(crumb.path)} lang={crumb.lang}>
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
