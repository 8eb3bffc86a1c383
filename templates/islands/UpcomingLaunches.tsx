import { useEffect, useId, useState } from 'react';
import { ChipList } from '../components/ChipList.tsx';
import { Icon } from '../components/Icon.tsx';
import { toast } from './toast-store.ts';
import { NotifyForm, UpcomingCardHead, UpcomingFigures, type UpcomingCard } from './upcoming-card.tsx';

export type { UpcomingCard } from './upcoming-card.tsx';

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
      <NotifyForm
        id={emailId}
        className="notify-form needs-script"
        label="Your e-mail for launch alerts"
        email={email}
        onEmail={setEmail}
        onSubmit={saveForAll}
        buttonClass="button button--ghost"
      >
        Save for all launches
      </NotifyForm>
      <div className="card-grid card-grid--compact">
        {cars.map((car) => {
          const done = notified.includes(car.id);
          return (
            <article key={car.id} className="upcoming-card">
              <UpcomingCardHead car={car} tone={statusTone[car.status] ?? 'grey'} heading="h3" />
              <UpcomingFigures car={car} />
              <ChipList label="Expected features" items={car.keyFeatures.slice(0, 2)} />
              <button
                type="button"
                className="button button--primary upcoming-card__notify needs-script"
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
