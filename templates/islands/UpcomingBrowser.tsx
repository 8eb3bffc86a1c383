import { useId, useState } from 'react';
import { formatNumber, formatPriceRange, matchesSearch } from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { Verified } from '../components/Verified.tsx';
import { toast } from './toast-store.ts';
import type { UpcomingCard } from './UpcomingLaunches.tsx';

/** An upcoming car as its page shows it. */
export type UpcomingDetail = UpcomingCard & {
  year: number;
  description: string;
  powerBhp: number | null;
  timeline: readonly { when: string; what: string }[];
};

const statusTone: Record<string, string> = { 'Testing Phase': 'orange', 'Pre-launch': 'blue', Development: 'purple' };

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
      <div className="filter-bar filter-bar--upcoming">
        <div className="field field--search">
          <label htmlFor="upcoming-search">Search</label>
          <div className="input-with-icon">
            <Icon name="search" size={18} />
            <input
              id="upcoming-search"
              type="search"
              placeholder="Search upcoming cars..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <SelectField
          id="upcoming-year"
          label="Launch year"
          anyLabel="All Years"
          value={year}
          onChange={setYear}
          options={years.map((item) => ({ value: String(item), label: String(item) }))}
        />
        <form
          className="field notify-top"
          onSubmit={(event) => {
            event.preventDefault();
            notify('the next electric car');
          }}
        >
          <label htmlFor={emailId}>E-mail for launch alerts</label>
          <div className="notify-form__row">
            <input
              id={emailId}
              type="text"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              Notify Me
            </button>
          </div>
        </form>
      </div>
      <p className="result-count" role="status">
        {shown.length} upcoming {shown.length === 1 ? 'car' : 'cars'}
      </p>
      {shown.length === 0 ? (
        <div className="empty-state">
          <h2>No upcoming cars found</h2>
          <p>Try a different name or launch year.</p>
        </div>
      ) : (
        <div className="card-grid">
          {shown.map((car) => (
            <article key={car.id} className="upcoming-card upcoming-card--full">
              <p className={`status status--${statusTone[car.status] ?? 'green'}`}>{car.status}</p>
              <h2>{car.name}</h2>
              <p className="muted small">
                {car.brand} · {car.bodyType} · expected {car.launchLabel}
              </p>
              <dl className="upcoming-card__figures">
                <div>
                  <dt>Expected price</dt>
                  <dd>{formatPriceRange(car.expectedPrice)}</dd>
                </div>
                <div>
                  <dt>Expected range</dt>
                  <dd>{formatNumber(car.expectedRangeKm)} km</dd>
                </div>
                <div>
                  <dt>Battery</dt>
                  <dd>{car.batteryKwh === null ? 'Not announced' : `${formatNumber(car.batteryKwh)} kWh`}</dd>
                </div>
                <div>
                  <dt>Power</dt>
                  <dd>{car.powerBhp === null ? 'Not announced' : `${formatNumber(car.powerBhp)} bhp`}</dd>
                </div>
              </dl>
              <p className="muted small">
                Expected price <Verified verb="reported" asOf={car.expectedPrice.asOf} source={car.expectedPrice.source} />
              </p>
              <p className="small">{car.description}</p>
              <ul className="chips" aria-label="Expected features">
                {car.keyFeatures.map((feature) => (
                  <li key={feature} className="chip">
                    {feature}
                  </li>
                ))}
              </ul>
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
                className="button button--primary"
                onClick={() => notify(`the ${car.name}`)}
                aria-label={`Notify me when the ${car.name} launches`}
              >
                <Icon name="mail" size={18} /> Notify Me
              </button>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
