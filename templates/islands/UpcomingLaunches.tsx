import { useEffect, useId, useState } from 'react';
import { ChipList } from '../components/ChipList.tsx';
import { Icon } from '../components/Icon.tsx';
import { toast } from './toast-store.ts';
import { NotifyForm, UpcomingCardHead, UpcomingFigures, type UpcomingCard } from './upcoming-card.tsx';
import { fill, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

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
  const text = useText();
  const [email, setEmail] = useState('');
  const [notified, setNotified] = useState<string[]>([]);
  useEffect(() => setNotified(readNotified()), []);

  const notify = (car: UpcomingCard) => {
    const address = email.trim();
    if (address === '') {
      toast({ variant: 'destructive', title: text.home.emailRequired, description: text.home.emailRequiredText });
      return;
    }
    if (!address.includes('@')) {
      toast({ variant: 'destructive', title: text.home.invalidEmail, description: text.home.invalidEmailText });
      return;
    }
    const next = [...notified, car.id];
    setNotified(next);
    saveNotified(next);
    toast({ title: text.home.notificationSet, description: fill(text.home.notificationSetText, { email: address, car: car.name }) });
  };

  const saveForAll = () => {
    const address = email.trim();
    if (address === '' || !address.includes('@')) {
      toast({ variant: 'destructive', title: text.home.invalidEmail, description: text.home.invalidEmailText });
      return;
    }
    toast({ title: text.home.emailSaved, description: text.home.emailSavedText });
  };

  return (
    <div className="upcoming">
      <NotifyForm
        id={emailId}
        className="notify-form needs-script"
        label={text.home.launchAlertsEmail}
        email={email}
        onEmail={setEmail}
        onSubmit={saveForAll}
        buttonClass="button button--ghost"
      >
        {text.home.saveForAll}
      </NotifyForm>
      <div className="card-grid card-grid--compact">
        {cars.map((car) => {
          const done = notified.includes(car.id);
          return (
            <article key={car.id} className="upcoming-card">
              <UpcomingCardHead car={car} tone={statusTone[car.status] ?? 'grey'} heading="h3" />
              <UpcomingFigures car={car} />
              <ChipList label={text.home.expectedFeatures} items={car.keyFeatures.slice(0, 2)} lang={langOf(car, 'keyFeatures')} />
              <button
                type="button"
                className="button button--primary upcoming-card__notify needs-script"
                disabled={done}
                onClick={() => notify(car)}
                aria-label={fill(done ? text.home.notifiedAbout : text.home.notifyMeWhen, { car: car.name })}
              >
                <Icon name={done ? 'check' : 'mail'} size={18} /> {done ? text.home.notified : text.home.notifyMe}
              </button>
            </article>
          );
        })}
      </div>
    </div>
  );
}
