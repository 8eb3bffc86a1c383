import { useId, useState } from 'react';
import { matchesSearch } from '../../src/domain/cars.ts';
import { langOf } from '../../src/domain/translated.ts';
import { ChipList } from '../components/ChipList.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SearchField } from '../components/SearchControls.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { Verified } from '../components/Verified.tsx';
import { toast } from './toast-store.ts';
import { announced, NotifyForm, UpcomingCardHead, UpcomingFigures, type UpcomingCard } from './upcoming-card.tsx';
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
function UpcomingDetailCard({ car, onNotify }: { car: UpcomingDetail; onNotify: () => void }) {
  const text = useText();
  return (
    <article className="upcoming-card upcoming-card--full">
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
      <button
        type="button"
        className="button button--primary needs-script"
        onClick={onNotify}
        aria-label={fill(text.content.notifyMeLabel, { name: car.name })}
      >
        <Icon name="mail" size={18} />
        {` ${text.content.notifyMe}`}
      </button>
    </article>
  );
}

/**
 * /upcoming: search by name, launch year, one e-mail field; Notify Me per car with the upcoming page's messages
 * (only an empty address is refused; the field clears), and View Details with the launch timeline.
 */
export function UpcomingBrowser({ cars }: { cars: readonly UpcomingDetail[] }) {
  const text = useText();
  const emailId = useId();
  const [search, setSearch] = useState('');
  const [year, setYear] = useState('');
  const [email, setEmail] = useState('');
  const years = [...new Set(cars.map((car) => car.year))].sort();
  const shown = cars.filter((car) => matchesSearch(search, car.name, car.brand) && (!year || String(car.year) === year));

  /** `done`: what the confirmation says will happen. */
  const notify = (done: string) => {
    if (email.trim() === '') {
      toast({ variant: 'destructive', title: text.content.emailRequired, description: text.content.emailRequiredText });
      return;
    }
    toast({ title: text.content.notificationSet, description: done });
    setEmail('');
  };

  return (
    <div className="upcoming-browser">
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
        <NotifyForm
          id={emailId}
          className="field notify-top"
          label={text.content.emailForAlerts}
          email={email}
          onEmail={setEmail}
          onSubmit={() => notify(text.content.notifyNextCar)}
          buttonClass="button button--primary"
        >
          {text.content.notifyMe}
        </NotifyForm>
      </div>
      <p className="result-count" role="status">
        {fill(shown.length === 1 ? text.content.upcomingCarOne : text.content.upcomingCarOther, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={text.content.noUpcoming}>{text.content.noUpcomingHint}</EmptyState>
      ) : (
        <div className="card-grid">
          {shown.map((car) => (
            <UpcomingDetailCard key={car.id} car={car} onNotify={() => notify(fill(text.content.notifyCar, { name: car.name }))} />
          ))}
        </div>
      )}
    </div>
  );
}
