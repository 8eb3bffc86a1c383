import type { ReactNode } from 'react';
import type { IslandName } from './registry.ts';

const FIXED_FIGURES = 'Changing these figures needs JavaScript, which is off: the results are worked out for the figures shown.';

/**
 * What an island that needs JavaScript says when it is off, shown just before it (ScriptNote). Written here, on the
 * server's side, rather than in the islands: the text would otherwise travel in every island's script, to be shown
 * only to visitors who run none.
 */
export const islandNotes: Partial<Record<IslandName, ReactNode>> = {
  BlogList:
    'Searching the articles and choosing a category need JavaScript, which is off: every article is listed here instead, newest first.',
  CarCompare: (
    <>
      Comparing needs JavaScript, which is off: it reads the cars from the address and sets them side by side in your browser. Each car's
      own page has its full specifications: <a href="/cars">browse electric cars</a>.
    </>
  ),
  CarDirectory:
    'Searching, filtering and sorting need JavaScript, which is off: every car is listed here instead, page by page, in the recommended order.',
  ContactForm: 'Sending a message from this page needs JavaScript, which is off: write to us by e-mail instead.',
  EmiCalculator: FIXED_FIGURES,
  EnvironmentalCalculator: FIXED_FIGURES,
  IncentiveEstimator: 'Estimating your benefits needs JavaScript, which is off.',
  Newsletter: 'Signing up needs JavaScript, which is off.',
  OwnershipCost: FIXED_FIGURES,
  SavingsCalculator: FIXED_FIGURES,
  UpcomingBrowser: 'Searching this list and launch alerts need JavaScript, which is off: every upcoming car is listed here instead.',
};
