import type { ReactNode } from 'react';
import type { UpcomingCar } from '../../src/schema/index.ts';
import { formatNumber, formatPriceRange } from '../../src/domain/format.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { fill, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';

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

/** The address box: plain text, with the e-mail keyboard and autofill. */
const EMAIL_BOX = { type: 'text', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;

/** The e-mail field for launch alerts and its button; nothing is sent, `onSubmit` says what happens. */
export function NotifyForm({
  id,
  className,
  label,
  email,
  onEmail,
  onSubmit,
  buttonClass,
  children,
}: {
  id: string;
  className: string;
  label: string;
  email: string;
  onEmail: (email: string) => void;
  onSubmit: () => void;
  buttonClass: string;
  /** The button's text. */
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="notify-form__row">
        <input id={id} {...EMAIL_BOX} value={email} onChange={(event) => onEmail(event.target.value)} />
        <button type="submit" className={buttonClass}>
          {children}
        </button>
      </div>
    </form>
  );
}
