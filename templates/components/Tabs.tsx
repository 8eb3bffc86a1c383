import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { decodeUrlPart } from '../../src/domain/format.ts';

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** Keep the chosen tab in the URL's #hash, and choose the tab a #hash names. */
  linkable?: boolean;
  /** Repeat each tab's label as its panel's heading. */
  headings?: boolean;
}

/** The tab a key moves to from tab `index` of `count` (wrapping round), or undefined for a key that does not move. */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  return { ArrowRight: (index + 1) % count, ArrowLeft: (index - 1 + count) % count, Home: 0, End: count - 1 }[key];
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. The tabs are links to
 * #panel ids, so before hydration (or without JavaScript) CSS :target can still switch panels. With
 * `linkable`, the chosen tab is kept in the URL's #hash and a #hash chooses the tab.
 */
export function Tabs({ label, items, linkable = false, headings = false }: TabsProps) {
  const [selected, setSelected] = useState(items[0]!.id);
  const [enhanced, setEnhanced] = useState(false);
  const tabs = useRef<Record<string, HTMLAnchorElement | null>>({});

  // Keyed on the ids, not the items: callers build new item objects on every render.
  const ids = items.map((item) => item.id).join(' ');
  // A tab followed before hydration (a link, shown by :target) stays chosen, linkable or not.
  useEffect(() => {
    setEnhanced(true);
    const fromHash = () => {
      const id = decodeUrlPart(window.location.hash.slice(1));
      if (ids.split(' ').includes(id)) setSelected(id);
    };
    fromHash();
    if (!linkable) return;
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [ids, linkable]);

  const choose = (id: string, focus = false) => {
    setSelected(id);
    // A #hash naming one of these tabs (followed before hydration) would choose it again on reload: keep it true.
    const hash = decodeUrlPart(window.location.hash.slice(1));
    if (linkable) window.history.replaceState(null, '', `#${id}`);
    else if (ids.split(' ').includes(hash)) window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (focus) tabs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const next = tabAfterKey(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(items[next]!.id, true);
  };

  return (
    <div className={enhanced ? 'tabs is-enhanced' : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <a
            key={item.id}
            ref={(element) => {
              tabs.current[item.id] = element;
            }}
            id={`tab-${item.id}`}
            className="tabs__tab"
            href={`#${item.id}`}
            role="tab"
            aria-selected={item.id === selected}
            aria-controls={item.id}
            tabIndex={item.id === selected ? 0 : -1}
            data-tab={item.id}
            onClick={(event) => {
              event.preventDefault();
              choose(item.id);
            }}
          >
            {item.label}
          </a>
        ))}
      </div>
      {items.map((item) => (
        <section
          key={item.id}
          id={item.id}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`tab-${item.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: Tab moves from the tab list into the panel, even one with nothing focusable in it.
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {headings && <h2 className="tabs__panel-title">{item.label}</h2>}
          {item.content}
        </section>
      ))}
    </div>
  );
}
