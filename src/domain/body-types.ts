import type { BodyType } from '../schema/index.ts';
import { wordTable, wordsIn } from './words.ts';

/** The body types as cards, filters and search name them; the data keeps the English, which is also the URL's value. */
export const bodyTypeWords = /* @__PURE__ */ wordTable('body-types', {
  Hatchback: 'Hatchback',
  SUV: 'SUV',
  Sedan: 'Sedan',
  MPV: 'MPV',
  Micro: 'Micro',
  'Coupe SUV': 'Coupe SUV',
  Crossover: 'Crossover',
} satisfies Record<BodyType, string>);

/** A body type's name in the language of the page. */
export const bodyTypeName = (bodyType: BodyType): string => wordsIn(bodyTypeWords)[bodyType];
