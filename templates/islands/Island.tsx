import { createContext, createElement, useContext, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { safeJson } from '../layout/safe-json.ts';
import { ScriptNote } from '../components/ScriptNote.tsx';
import { islandNotes } from './notes.tsx';
import { islands, urlStateIslands, type IslandName } from './registry.ts';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, URL_STATE_ATTRIBUTE, type HydrateStrategy } from './runtime/protocol.ts';

/** What the render stage tells islands and learns from them, per page. */
export interface IslandCollector {
  /** URL of each island's client entry. */
  entries: ReadonlyMap<string, string>;
  /** Islands rendered on this page so far. */
  used: Set<string>;
  /** Counter for unique useId prefixes. */
  count: number;
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Renders an interactive widget on the server and marks it for hydration. Its HTML comes from its own
 * renderToString, so it is exactly what hydrateRoot will expect on the client.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'visible',
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: HydrateStrategy;
}) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside the render stage`);
  const src = collector.entries.get(name);
  if (!src) throw new Error(`no client entry was built for the island "${name}"`);
  collector.used.add(name);
  const identifierPrefix = `i${collector.count++}-`;
  const html = renderToString(createElement(islands[name] as never, props as never), { identifierPrefix });
  const note = islandNotes[name];
  return (
    <>
      {note && <ScriptNote>{note}</ScriptNote>}
      <div
        className="island"
        {...{ [ISLAND_ATTRIBUTE]: name, ...(urlStateIslands.has(name) ? { [URL_STATE_ATTRIBUTE]: '' } : {}) }}
        data-src={src}
        data-hydrate={hydrate}
        data-prefix={identifierPrefix}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own renderToString output (above), which React has escaped
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes <, > and &, so the props cannot end their script element */}
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
