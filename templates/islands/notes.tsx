import type { ReactNode } from 'react';
import { useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import type { IslandName } from './registry.ts';

/** A note's words, in the page's language: a key of the `directory` namespace. */
type NoteKey = {
  [K in keyof Text['directory']]: K extends `note${string}` ? K : never;
}[keyof Text['directory']];

/** A note in the page's language (it is rendered with the page, which has the whole catalogue). */
function Note({ of }: { of: NoteKey }) {
  return useText().directory[of];
}

/** The compare page's note, with its link to the directory. */
function CarCompareNote() {
  const { directory } = useText();
  return (
    <>
      {directory.noteCarCompare}
      <a href="/cars">{directory.noteCarCompareLink}</a>
      {directory.noteCarCompareAfter}
    </>
  );
}

const FIXED_FIGURES = <Note of="noteFixedFigures" />;

/**
 * What an island that needs JavaScript says when it is off, shown just before it (ScriptNote). Written here, on the
 * server's side, rather than in the islands: the text would otherwise travel in every island's script, to be shown
 * only to visitors who run none.
 */
export const islandNotes: Partial<Record<IslandName, ReactNode>> = {
  BlogList: <Note of="noteBlogList" />,
  CarCompare: <CarCompareNote />,
  CarDirectory: <Note of="noteCarDirectory" />,
  ContactForm: <Note of="noteContactForm" />,
  EmiCalculator: FIXED_FIGURES,
  EnvironmentalCalculator: FIXED_FIGURES,
  IncentiveEstimator: <Note of="noteIncentiveEstimator" />,
  Newsletter: <Note of="noteNewsletter" />,
  OwnershipCost: FIXED_FIGURES,
  SavingsCalculator: FIXED_FIGURES,
  UpcomingBrowser: <Note of="noteUpcomingBrowser" />,
};
