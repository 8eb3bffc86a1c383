import { ChipList } from '../components/ChipList.tsx';
import { LaunchCalendarLink, NotifyMe, UpcomingCardHead, UpcomingFigures, type UpcomingCard } from './upcoming-card.tsx';
import { useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

export type { UpcomingCard } from './upcoming-card.tsx';

const statusTone: Record<string, string> = {
  'Coming Soon': 'orange',
  'Testing Phase': 'orange',
  'Pre-Production': 'blue',
  Development: 'purple',
  Announced: 'green',
};

/**
 * Upcoming launches on the home page: every one as a calendar file, and on each car Notify Me, which gives its
 * calendar reminder and puts it on the watch list.
 */
export function UpcomingLaunches({ cars }: { cars: readonly UpcomingCard[] }) {
  const text = useText();
  return (
    <div className="upcoming">
      <p className="upcoming__links">
        <LaunchCalendarLink />
      </p>
      <div className="card-grid card-grid--compact">
        {cars.map((car) => (
          <article key={car.id} className="upcoming-card">
            <UpcomingCardHead car={car} tone={statusTone[car.status] ?? 'grey'} heading="h3" />
            <UpcomingFigures car={car} />
            <ChipList label={text.home.expectedFeatures} items={car.keyFeatures.slice(0, 2)} lang={langOf(car, 'keyFeatures')} />
            <NotifyMe car={car} className="button button--primary upcoming-card__notify" />
          </article>
        ))}
      </div>
    </div>
  );
}
