import { Icon, type IconName } from './Icon.tsx';

/** A titled list of short items, each behind an icon; `empty` is shown when there are none. */
export function FeatureList({
  title,
  items,
  icon = 'check',
  empty,
  tone,
  lang,
}: {
  title: string;
  items: readonly string[];
  icon?: IconName;
  empty?: string;
  tone?: 'cons';
  /** "en" when the items are shown in English on a page in another language (see langOf). */
  lang?: 'en' | undefined;
}) {
  return (
    <section className="spec-table">
      <h3>{title}</h3>
      {items.length > 0 ? (
        <ul className={tone === 'cons' ? 'ticks ticks--cons' : 'ticks'} lang={lang}>
          {items.map((item) => (
            <li key={item}>
              <Icon name={icon} size={16} /> {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}
