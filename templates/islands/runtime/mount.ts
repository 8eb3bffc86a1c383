import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandMount } from './protocol.ts';
import { LocaleContext } from '../../i18n/context.ts';
import type { Text } from '../../i18n/en.ts';
import { setFormatLocale, splitLocale } from '../../../src/domain/locale.ts';
import { addHindi } from '../../../src/domain/words.ts';

/** Marks the island element `data-hydrated` once React has committed it, and says so to the loader. */
function HydrationMark({ element, done, children }: { element: HTMLElement; done: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useEffect(() => {
    // HYDRATED_ATTRIBUTE of protocol.ts, written out: importing the constant would split it into a chunk of its own,
    // one more file for every page with islands to fetch.
    element.setAttribute('data-hydrated', '');
    done();
  }, []);
  return children;
}

/**
 * The domain's Hindi words (src/domain/hi/), fetched once, by the first island of a Hindi page: an English page never
 * loads them. The island hydrates once they are there, so that it writes its figures as the server did.
 */
let hindiWords: Promise<void> | undefined;
const loadHindiWords = () => {
  // A failed fetch (a phone losing its connection) is forgotten, so that the next island tries again.
  hindiWords ??= import('../../../src/domain/hi/index.ts').then(
    (module) => addHindi(module.default),
    (error: unknown) => {
      hindiWords = undefined;
      throw error;
    },
  );
  return hindiWords;
};

/** Makes the entry of one island: hydrates its server HTML with the same props and id prefix. */
export function islandMount<Props extends object>(component: ComponentType<Props>): IslandMount {
  return async (element, props, identifierPrefix, text) => {
    // The page's language, as its path says: figures are written in it, and the island's strings are of it.
    const { locale } = splitLocale(location.pathname);
    if (locale === 'hi') await loadHindiWords();
    return new Promise((done) => {
      setFormatLocale(locale);
      // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of holding
      // the main thread for the whole island (the directory's two dozen cards took over 300 ms in one task on a phone).
      // An event in a part not hydrated yet makes React hydrate that part at once and then handle it.
      startTransition(() => {
        const island = createElement(component, props as Props);
        const localized = createElement(LocaleContext.Provider, { value: { locale, text: text as Text } }, island);
        hydrateRoot(element, createElement(HydrationMark, { element, done }, localized), {
          identifierPrefix,
          // A mismatch is a bug: say so loudly (the e2e tests fail on console errors).
          onRecoverableError: (error) => console.error('Island hydration error:', error),
        });
      });
    });
  };
}
