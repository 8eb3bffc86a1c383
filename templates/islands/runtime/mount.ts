import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandMount } from './protocol.ts';

/** Marks the island element `data-hydrated` once React has committed it (tests and styles can wait on it). */
function HydrationMark({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => element.setAttribute('data-hydrated', ''), [element]);
  return children;
}

/** Makes the entry of one island: hydrates its server HTML with the same props and id prefix. */
export function islandMount<Props extends object>(component: ComponentType<Props>): IslandMount {
  return (element, props, identifierPrefix) => {
    // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of holding
    // the main thread for the whole island (the directory's two dozen cards took over 300 ms in one task on a phone).
    startTransition(() => {
      hydrateRoot(element, createElement(HydrationMark, { element }, createElement(component, props as Props)), {
        identifierPrefix,
        // A mismatch is a bug: say so loudly (the e2e tests fail on console errors).
        onRecoverableError: (error) => console.error('Island hydration error:', error),
      });
    });
  };
}
