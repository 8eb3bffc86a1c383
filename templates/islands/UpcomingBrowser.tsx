import { useId, useState } from 'react';
import { matchesSearch } from '../../src/domain/index.ts';
import { ChipList } from '../components/ChipList.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SearchField } from '../components/SearchControls.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { Verified } from '../components/Verified.tsx';
import { toast } from './toast-store.ts';
import { announced, NotifyForm, UpcomingCardHead, UpcomingFigures, type UpcomingCard } from './upcoming-card.tsx';

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
  return (
    <article className="upcoming-card upcoming-card--full">
      <UpcomingCardHead car={car} tone={statusTone[car.status] ?? 'green'} heading="h2" />
      <UpcomingFigures car={car} expected>
        <LabelledValue label="Power">{announced(car.powerBhp, 'bhp')}</LabelledValue>
      </UpcomingFigures>
      <p className="muted small">
        Expected price <Verified verb="reported" asOf={car.expectedPrice.asOf} source={car.expectedPrice.source} />
      </p>
      <p className="small">{car.description}</p>
      <ChipList label="Expected features" items={car.keyFeatures} />
      <details className="timeline">
        <summary>
          View Details <Icon name="chevron" size={16} />
        </summary>
        <h3 className="timeline__title">Launch timeline</h3>
        <ol className="timeline__steps">
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
        aria-label={`Notify me when the ${car.name} launches`}
      >
        <Icon name="mail" size={18} /> Notify Me
      </button>
    </article>
  );
}

/**
 * /upcoming: search by name, launch year, one e-mail field; Notify Me per car with the upcoming page's messages
 * (only an empty address is refused; the field clears), and View Details with the launch timeline.
 */
export function UpcomingBrowser({ cars }: { cars: readonly UpcomingDetail[] }) {
  const emailId = useId();
  const [search, setSearch] = useState('');
  const [year, setYear] = useState('');
  const [email, setEmail] = useState('');
  const years = [...new Set(cars.map((car) => car.year))].sort();
  const shown = cars.filter((car) => matchesSearch(search, car.name, car.brand) && (!year || String(car.year) === year));

  const notify = (what: string) => {
    if (email.trim() === '') {
      toast({ variant: 'destructive', title: 'Email required', description: 'Please enter your email address to get notified.' });
      return;
    }
    toast({ title: 'Notification set!', description: `You'll be notified when ${what} launches.` });
    setEmail('');
  };

  return (
    <div className="upcoming-browser">
      <div className="filter-bar filter-bar--upcoming needs-script">
        <SearchField
          id="upcoming-search"
          type="search"
          placeholder="Search upcoming cars..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id="upcoming-year"
          label="Launch year"
          anyLabel="All Years"
          value={year}
          onChange={setYear}
          options={years.map((item) => ({ value: String(item), label: String(item) }))}
        />
        <NotifyForm
          id={emailId}
          className="field notify-top"
          label="E-mail for launch alerts"
          email={email}
          onEmail={setEmail}
          onSubmit={() => notify('the next electric car')}
          buttonClass="button button--primary"
        >
          Notify Me
        </NotifyForm>
      </div>
      <p className="result-count" role="status">
        {shown.length} upcoming {shown.length === 1 ? 'car' : 'cars'}
      </p>
      {shown.length === 0 ? (
        <EmptyState title="No upcoming cars found">Try a different name or launch year.</EmptyState>
      ) : (
        <div className="card-grid">
          {shown.map((car) => (
            <UpcomingDetailCard key={car.id} car={car} onNotify={() => notify(`the ${car.name}`)} />
          ))}
        </div>
      )}
    </div>
  );
}
