import type { Locale } from '../../src/domain/locale.ts';
import { en, type Namespace, type Text } from './en.ts';
import { hi } from './hi.ts';

/** Every language's strings: for the render stage only (islands get theirs with their props; see context.ts). */
export const catalogues: Readonly<Record<Locale, Text>> = { en, hi };

/** The namespaces of a catalogue an island declares, and only those: what its props carry to the browser. */
export const textFor = (locale: Locale, namespaces: readonly Namespace[]): Text =>
  Object.fromEntries(namespaces.map((name) => [name, catalogues[locale][name]])) as Text;
