import { pagePath } from '../../src/domain/directory.ts';
import { Icon } from './Icon.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';

/** Links to the pages of a paginated list: first, last, and two either side of the current one. */
export function Pagination({ base, page, pageCount, label }: { base: string; page: number; pageCount: number; label: string }) {
  const to = useHref();
  const text = useText();
  if (pageCount <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 && (
        <a className="pagination__step" href={to(pagePath(base, page - 1))} rel="prev">
          <Icon name="arrowLeft" size={16} />
          {` ${text.common.previous}`}
        </a>
      )}
      <ol>
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - shown[index - 1]! > 1 && (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            )}
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={to(pagePath(base, n))} aria-label={fill(text.common.pageNumber, { page: n })}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <a className="pagination__step" href={to(pagePath(base, page + 1))} rel="next">
          {`${text.common.next} `}
          <Icon name="arrowRight" size={16} />
        </a>
      )}
    </nav>
  );
}
