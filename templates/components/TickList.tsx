import { Icon } from './Icon.tsx';

/** Points in favour, each after a tick; `lang` when they are not in the page's language. */
export function TickList({ items, lang }: { items: readonly string[]; lang?: 'en' | undefined }) {
  return (
    <ul className="ticks" lang={lang}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} /> {item}
        </li>
      ))}
    </ul>
  );
}
