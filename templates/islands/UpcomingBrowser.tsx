import { useState } from 'react';
import { matchesSearch } from '../../src/domain/cars.ts';
import { langOf } from '../../src/domain/translated.ts';
import { ChipList } from '../components/ChipList.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SearchField } from '../components/SearchControls.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { Verified } from '../components/Verified.tsx';
import { unwatch, watchList } from './watch-list.ts';
import { upcomingCardId } from '../../src/domain/nav.ts';
import {
  announced,
  LaunchCalendarLink,
  NotifyMe,
  UpcomingCardHead,
  UpcomingFigures,
  useReminderHref,
  type UpcomingCard,
} from './upcoming-card.tsx';
import { fill, useText } from '../i18n/context.ts';

/** An upcoming car as its page shows it. */
export type UpcomingDetail = UpcomingCard & {
  year: number;
  description: string;
  powerBhp: number | null;
  timeline: readonly { when: string; what: string }[];
};

const statusTone: Record<string, string> = { 'Testing Phase': 'orange', 'Pre-launch': 'blue', Development: 'purple' };

/** One upcoming car in full: its figures, description, expected features, launch timeline and Notify Me. */
function UpcomingDetailCard({ car }: { car: UpcomingDetail }) {
  const text = useText();
  return (
    <article className="upcoming-card upcoming-card--full" id={upcomingCardId(car.id)}>
      <UpcomingCardHead car={car} tone={statusTone[car.status] ?? 'green'} heading="h2" />
      <UpcomingFigures car={car} expected>
        <LabelledValue label={text.common.power}>{announced(text, car.powerBhp, 'bhp')}</LabelledValue>
      </UpcomingFigures>
      <p className="muted small">
        {`${text.common.expectedPrice} `}
        <Verified verb={text.situation.reported} asOf={car.expectedPrice.asOf} source={car.expectedPrice.source} />
      </p>
      <p className="small" lang={langOf(car, 'description')}>
        {car.description}
      </p>
      <ChipList label={text.content.expectedFeatures} items={car.keyFeatures} lang={langOf(car, 'keyFeatures')} />
      <details className="timeline">
        <summary>
          {`${text.content.viewDetails} `}
          <Icon name="chevron" size={16} />
        </summary>
        <h3 className="timeline__title">{text.content.launchTimeline}</h3>
        <ol className="timeline__steps" lang={langOf(car, 'timeline')}>
          {car.timeline.map((step) => (
            <li key={`${step.when}${step.what}`}>
              <strong>{step.when}</strong> {step.what}
            </li>
          ))}
        </ol>
      </details>
      <NotifyMe car={car} className="button button--primary upcoming-card__notify" />
    </article>
  );
}

/** The cars on this device's watch list, each with its reminder and a way to take it off; drawn by script only. */
function WatchList({ cars }: { cars: readonly UpcomingDetail[] }) {
  const text = useText();
  const reminder = useReminderHref();
  const ids = watchList.useList();
  const watched = cars.filter((car) => ids.includes(car.id));
  return (
    <section className="watch-list needs-script" id="watch-list" aria-labelledby="watch-list-title">
      <h2 id="watch-list-title">{text.content.watchList}</h2>
      {watched.length === 0 ? (
        <p className="muted small">{text.content.watchListEmpty}</p>
      ) : (
        <>
          <p className="muted small">{text.content.watchListLede}</p>
          <ul className="watch-list__items">
            {watched.map((car) => (
              <li key={car.id}>
                <a href={`#${upcomingCardId(car.id)}`}>{car.name}</a>
                <span className="muted small">{car.launchLabel}</span>
                <a href={reminder(car.id)} download aria-label={fill(text.content.reminderFor, { car: car.name })}>
                  {text.content.reminder}
                </a>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => unwatch(car.id)}
                  aria-label={fill(text.content.removeFrom, { car: car.name })}
                >
                  {text.content.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /upcoming: search by name and launch year; every launch as one calendar file; Notify Me per car (its calendar
 * reminder, and the watch list above the cards); View Details with the launch timeline.
 */
export function UpcomingBrowser({ cars }: { cars: readonly UpcomingDetail[] }) {
  const text = useText();
  const [search, setSearch] = useState('');
  const [year, setYear] = useState('');
  const years = [...new Set(cars.map((car) => car.year))].sort();
  const shown = cars.filter((car) => matchesSearch(search, car.name, car.brand) && (!year || String(car.year) === year));

  return (
    <div className="upcoming-browser">
      <WatchList cars={cars} />
      <div className="filter-bar filter-bar--upcoming needs-script">
        <SearchField
          id="upcoming-search"
          type="search"
          placeholder={text.content.searchUpcoming}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id="upcoming-year"
          label={text.content.launchYear}
          anyLabel={text.content.allYears}
          value={year}
          onChange={setYear}
          options={years.map((item) => ({ value: String(item), label: String(item) }))}
        />
      </div>
      <p className="upcoming__links">
        <LaunchCalendarLink />
      </p>
      <p className="result-count" role="status">
        {fill(shown.length === 1 ? text.content.upcomingCarOne : text.content.upcomingCarOther, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={text.content.noUpcoming}>{text.content.noUpcomingHint}</EmptyState>
      ) : (
        <div className="card-grid">
          {shown.map((car) => (
            <UpcomingDetailCard key={car.id} car={car} />
          ))}
        </div>
      )}
    </div>
  );
}
