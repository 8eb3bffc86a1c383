import { useEffect, useId, useState } from 'react';
import type { UpcomingCar } from '../../src/schema/index.ts';
import { formatNumber, formatPriceRange } from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { toast } from './toast-store.ts';

/** An upcoming car as the home page's cards show it. */
export type UpcomingCard = Pick<
  UpcomingCar,
  'id' | 'name' | 'brand' | 'bodyType' | 'expectedPrice' | 'expectedRangeKm' | 'batteryKwh' | 'status' | 'keyFeatures'
> & {
  /** "March 2027". */
  launchLabel: string;
};

// Notify Me is remembered for the browser session only: nothing is sent, so nothing outlives the tab.
const NOTIFIED_KEY = 'evguide:notified';
function readNotified(): string[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(NOTIFIED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}
function saveNotified(ids: readonly string[]): void {
  try {
    window.sessionStorage.setItem(NOTIFIED_KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked: the state lasts until the page is left.
  }
}

const statusTone: Record<string, string> = {
  'Coming Soon': 'orange',
  'Testing Phase': 'orange',
  'Pre-Production': 'blue',
  Development: 'purple',
  Announced: 'green',
};

/** Upcoming launches with one e-mail field: Notify Me per car, or save it for all launches. */
export function UpcomingLaunches({ cars }: { cars: readonly UpcomingCard[] }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [notified, setNotified] = useState<string[]>([]);
  useEffect(() => setNotified(readNotified()), []);

  const notify = (car: UpcomingCard) => {
    const address = email.trim();
    if (address === '') {
      toast({ variant: 'destructive', title: 'Email Required', description: 'Please enter your email address to get notified.' });
      return;
    }
    if (!address.includes('@')) {
      toast({ variant: 'destructive', title: 'Invalid Email', description: 'Please enter a valid email address.' });
      return;
    }
    const next = [...notified, car.id];
    setNotified(next);
    saveNotified(next);
    toast({ title: 'Notification Set!', description: `We'll notify you at ${address} when the ${car.name} launches.` });
  };

  const saveForAll = () => {
    const address = email.trim();
    if (address === '' || !address.includes('@')) {
      toast({ variant: 'destructive', title: 'Invalid Email', description: 'Please enter a valid email address.' });
      return;
    }
    toast({ title: 'Email Saved!', description: "You'll receive notifications for all upcoming launches." });
  };

  return (
    <div className="upcoming">
      <form
        className="notify-form"
        onSubmit={(event) => {
          event.preventDefault();
          saveForAll();
        }}
      >
        <label htmlFor={emailId}>Your e-mail for launch alerts</label>
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
          <button type="submit" className="button button--ghost">
            Save for all launches
          </button>
        </div>
      </form>
      <div className="card-grid card-grid--compact">
        {cars.map((car) => {
          const done = notified.includes(car.id);
          return (
            <article key={car.id} className="upcoming-card">
              <p className={`status status--${statusTone[car.status] ?? 'grey'}`}>{car.status}</p>
              <h3>{car.name}</h3>
              <p className="muted small">
                {car.brand} · {car.bodyType} · expected {car.launchLabel}
              </p>
              <dl className="upcoming-card__figures">
                <div>
                  <dt>Price</dt>
                  <dd>{formatPriceRange(car.expectedPrice)}</dd>
                </div>
                <div>
                  <dt>Range</dt>
                  <dd>{formatNumber(car.expectedRangeKm)} km</dd>
                </div>
                <div>
                  <dt>Battery</dt>
                  <dd>{car.batteryKwh === null ? 'Not announced' : `${formatNumber(car.batteryKwh)} kWh`}</dd>
                </div>
              </dl>
              <ul className="chips" aria-label="Expected features">
                {car.keyFeatures.slice(0, 2).map((feature) => (
                  <li key={feature} className="chip">
                    {feature}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--primary upcoming-card__notify"
                disabled={done}
                onClick={() => notify(car)}
                aria-label={done ? `Notified about the ${car.name}` : `Notify me when the ${car.name} launches`}
              >
                <Icon name={done ? 'check' : 'mail'} size={18} /> {done ? 'Notified' : 'Notify Me'}
              </button>
            </article>
          );
        })}
      </div>
    </div>
  );
}
