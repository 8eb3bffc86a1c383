import type { ReactNode } from 'react';
import type { UpcomingCar } from '../../src/schema/index.ts';
import { formatNumber, formatPriceRange } from '../../src/domain/format.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { fill, useLocale, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';
import { localePath } from '../../src/domain/locale.ts';
import { LAUNCH_CALENDAR_PATH, launchReminderPath } from '../../src/domain/nav.ts';
import { Icon } from '../components/Icon.tsx';
import { toast } from './toast-store.ts';
import { watch, watchList } from './watch-list.ts';

/** An upcoming car as the home page's cards show it. */
export type UpcomingCard = Pick<
  UpcomingCar,
  'id' | 'name' | 'brand' | 'bodyType' | 'expectedPrice' | 'expectedRangeKm' | 'batteryKwh' | 'status' | 'keyFeatures'
> & {
  /** "March 2027". */
  launchLabel: string;
};

/** A figure with its unit, or 'Not announced'. */
export const announced = (text: Text, value: number | null, unit: string) =>
  value === null ? text.common.notAnnounced : `${formatNumber(value)} ${unit}`;

/** The top of an upcoming car's card: its status (coloured by `tone`), its name, and its maker, body and launch. */
export function UpcomingCardHead({ car, tone, heading: Heading }: { car: UpcomingCard; tone: string; heading: 'h2' | 'h3' }) {
  const text = useText();
  return (
    <>
      <p className={`status status--${tone}`}>{text.common.upcomingStatus[car.status]}</p>
      <Heading>{car.name}</Heading>
      <p className="muted small">
        {fill(text.common.upcomingMeta, { brand: car.brand, body: bodyTypeName(car.bodyType), launch: car.launchLabel })}
      </p>
    </>
  );
}

/** The expected price, range and battery (labelled 'Expected' where the card has room), then any other figures. */
export function UpcomingFigures({ car, expected = false, children }: { car: UpcomingCard; expected?: boolean; children?: ReactNode }) {
  const text = useText();
  return (
    <dl className="upcoming-card__figures">
      <LabelledValue label={expected ? text.common.expectedPrice : text.common.price}>{formatPriceRange(car.expectedPrice)}</LabelledValue>
      <LabelledValue label={expected ? text.common.expectedRange : text.common.range}>{formatNumber(car.expectedRangeKm)} km</LabelledValue>
      <LabelledValue label={text.common.battery}>{announced(text, car.batteryKwh, 'kWh')}</LabelledValue>
      {children}
    </dl>
  );
}

/** Where a car's calendar reminder is, for the page's language. */
export function useReminderHref(): (carId: string) => string {
  const locale = useLocale();
  return (carId) => localePath(launchReminderPath(carId), locale);
}

/**
 * Notify Me: a link to the car's calendar reminder for its expected month, which downloads with or without script
 * (a static site cannot e-mail anyone when a car launches). With script, the car also goes on this device's watch
 * list, shown on the upcoming page, and a message says both; a watched car's link reads 'Watching' and downloads the
 * reminder again.
 */
export function NotifyMe({ car, className }: { car: UpcomingCard; className: string }) {
  const text = useText();
  const reminder = useReminderHref();
  const watching = watchList.useSelected((ids) => ids.includes(car.id));
  if (watching)
    // Still the link to the reminder, to download it again, saying the car is watched.
    return (
      <a className={className} href={reminder(car.id)} download aria-label={fill(text.common.watchingLabel, { car: car.name })}>
        <Icon name="check" size={18} /> {text.common.watching}
      </a>
    );
  return (
    <a
      className={className}
      href={reminder(car.id)}
      download
      // A click before the script arrives still downloads, and reaches the watch list once it has (runtime/replay.ts).
      data-replay=""
      aria-label={fill(text.common.notifyMeLabel, { car: car.name })}
      onClick={() => {
        // After the click's download has started: a link changed while its click is under way may download nothing.
        setTimeout(() => watch(car.id));
        toast({
          title: fill(text.common.watchingTitle, { car: car.name }),
          description: fill(text.common.watchingText, { month: car.launchLabel }),
        });
      }}
    >
      <Icon name="calendar" size={18} /> {text.common.notifyMe}
    </a>
  );
}

/** The link to every expected launch as one calendar file. */
export function LaunchCalendarLink({ className = 'calendar-link' }: { className?: string }) {
  const text = useText();
  const locale = useLocale();
  return (
    <a className={className} href={localePath(LAUNCH_CALENDAR_PATH, locale)} download>
      <Icon name="calendar" size={18} /> {text.common.launchCalendar}
    </a>
  );
}
