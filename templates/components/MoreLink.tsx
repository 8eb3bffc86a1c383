import { Icon } from './Icon.tsx';
import { useHref } from '../i18n/context.ts';

/** The link under a section to the page with all of it: "See all electric cars →". */
export function MoreLink({ href, label }: { href: string; label: string }) {
  const to = useHref();
  return (
    <p className="section__more">
      <a className="button button--ghost" href={to(href)}>
        {/* The label and its space as one text node, so React puts no comment marker between them. */}
        {`${label} `}
        <Icon name="arrowRight" size={18} />
      </a>
    </p>
  );
}
