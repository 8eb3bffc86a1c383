// The directory's results: the count line above them, and the cards, each rendered again only when it changes.
import { memo } from 'react';
import type { CarSummary } from '../../src/domain/cars.ts';
import { CarCard, MAX_STAGGERED } from '../components/CarCard.tsx';
import { CompareToggle } from '../components/CompareControls.tsx';
import { Icon } from '../components/Icon.tsx';
import type { OnRoadFrom } from '../components/OnRoadFromLine.tsx';
import { fill, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';

/**
 * The line above the results: how many cars it shows, of how many. When 'Show more' holds some of the matches back,
 * it counts the cards shown, and says how many match.
 */
export function countLine(matching: number, shown: number, listed: number, { directory }: Text): string {
  if (shown >= matching) return fill(directory.showingAll, { count: matching, listed });
  return fill(matching === listed ? directory.showingSome : directory.showingMatching, { shown, count: matching, listed });
}

/** The cards of the results, or what to do when there are none; rendered again only when they change. */
export const ResultCards = memo(function ResultCards({
  cars,
  arrival,
  settled,
  brandNames,
  showCalculate,
  onRoadFrom,
  onClear,
}: {
  cars: readonly CarSummary[];
  /**
   * Each car's place among the cards the page arrived with: its fade-in delay and whether its picture loads at once.
   * Other cars count as past the first few.
   */
  arrival: ReadonlyMap<string, number>;
  /**
   * The list is no longer the one the page arrived with (the visitor changed it, or the URL asked for a filtered view).
   * A card React moves is taken out of the document and put back, which starts its fade-in again: a sort would blank
   * the cards it moved and cost the frame after it. Once settled, cards just show.
   */
  settled: boolean;
  brandNames: ReadonlyMap<string, string>;
  showCalculate: boolean;
  onRoadFrom: (car: CarSummary) => OnRoadFrom | undefined;
  onClear: () => void;
}) {
  const text = useText();
  if (cars.length === 0)
    return (
      <div className="empty-state">
        <Icon name="search" size={32} />
        <h2>{text.directory.noCarsFound}</h2>
        <p>{text.directory.tryAdjustingFilters}</p>
        <button type="button" className="button button--primary" onClick={onClear}>
          {text.directory.clearAllFilters}
        </button>
      </div>
    );
  return (
    <div className={settled ? 'card-grid card-grid--settled' : 'card-grid'}>
      {cars.map((car) => {
        const onRoad = onRoadFrom(car);
        return (
          <DirectoryCard
            key={car.id}
            car={car}
            brandName={brandNames.get(car.brand) ?? car.brand}
            // Where the car arrived, not where it is now: a card that moves keeps its props and is not rendered again.
            index={arrival.get(car.id) ?? MAX_STAGGERED}
            showCalculate={showCalculate}
            onRoadRupees={onRoad?.rupees}
            onRoadUpTo={onRoad?.upTo}
            onRoadState={onRoad?.state}
          />
        );
      })}
    </div>
  );
});

/**
 * One result card, rendered again only when what it shows changes: a new sort or filter moves most cards without
 * changing them, and re-rendering every card cost a phone's frame.
 */
const DirectoryCard = memo(function DirectoryCard({
  car,
  brandName,
  index,
  showCalculate,
  onRoadRupees,
  onRoadUpTo,
  onRoadState,
}: {
  car: CarSummary;
  brandName: string;
  index: number;
  showCalculate: boolean;
  onRoadRupees: number | undefined;
  onRoadUpTo: number | undefined;
  onRoadState: string | undefined;
}) {
  return (
    <CarCard
      car={car}
      brandName={brandName}
      index={index}
      headingLevel={2}
      showCalculate={showCalculate}
      {...(onRoadRupees !== undefined && onRoadState !== undefined
        ? { onRoadFrom: { rupees: onRoadRupees, state: onRoadState, ...(onRoadUpTo === undefined ? {} : { upTo: onRoadUpTo }) } }
        : {})}
      action={<CompareToggle car={{ id: car.id, name: car.name }} />}
    />
  );
});
