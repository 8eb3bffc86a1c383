import { formatOnRoad, roundOnRoad, formatRupees } from '../../src/domain/format.ts';
import { type OnRoadModel, onRoadPrice, type OnRoadState, type OnRoadTaxes } from '../../src/domain/onroad.ts';
import { movedPriceRange, type PriceMove } from '../../src/domain/price-moves.ts';
import type { Car } from '../../src/schema/index.ts';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { Verified } from '../components/Verified.tsx';
import { useChosenState } from './chosen-state.ts';
import { fill, useHref, useText } from '../i18n/context.ts';
import { fillNodes } from '../components/Verified.tsx';

/** A state the on-road price can be worked out for, with the date and source of its road-tax rules. */
export type OnRoadStateOption = OnRoadState & Pick<Car['price'], 'asOf' | 'source'> & { slug: string };

export interface OnRoadPriceProps {
  /** The car as the page's variant sells it (see carAsVariant). */
  car: {
    price: Pick<Car['price'], 'min' | 'asOf' | 'source'>;
    battery: Pick<Car['battery'], 'capacityKwh'>;
    performance: Pick<Car['performance'], 'powerBhp'>;
  };
  variant: string;
  /** The car's id, when the site has the EMI calculator: a link there at this on-road price. */
  emiFor?: string;
  states: readonly OnRoadStateOption[];
  /** The state shown until the visitor chooses one: the site's own (site.yaml's location). */
  initialState: string;
  model: OnRoadModel;
  taxes: OnRoadTaxes;
  /** How the ex-showroom price may have moved since it was confirmed: the total is then a range. */
  priceMove?: Pick<PriceMove, 'percent' | 'basis'>;
}

/**
 * The variant's on-road price in the visitor's state, line by line with how each is worked out, from the one model
 * (src/domain/onroad.ts). The server renders the site's state; a choice is remembered on this device.
 */
export function OnRoadPrice({ car, variant, states, initialState, model, taxes, priceMove, emiFor }: OnRoadPriceProps) {
  const to = useHref();
  const text = useText();
  const words = text.car;
  const [slug, setSlug] = useChosenState(
    initialState,
    states.map((state) => state.slug),
  );
  const state = states.find((item) => item.slug === slug) ?? states[0]!;
  const price = onRoadPrice(car, state, model, taxes);
  // A price that may have risen since it was confirmed: the same sum at the highest it may now be.
  const moved = priceMove && onRoadPrice({ ...car, price: { min: movedPriceRange(car.price.min, priceMove).high } }, state, model, taxes);
  const defaultName = states.find((item) => item.slug === initialState)?.state ?? states[0]!.state;
  const upTo = moved && priceMove.basis === 'up to';
  const verified = (fact: { asOf: string; source: string }) => <Verified asOf={fact.asOf} source={fact.source} />;
  return (
    <div className="on-road">
      <SelectField
        id="on-road-state"
        // The total below names the state its price is for, so without JavaScript the select that could not change it goes.
        className="field needs-script"
        label={text.situation.yourState}
        value={state.slug}
        onChange={setSlug}
        options={states.map((item) => ({ value: item.slug, label: item.state }))}
      />
      <p className="on-road__total" aria-live="polite">
        {fill(words.onRoadIn, { state: state.state })} <strong>{formatOnRoad(price.total, upTo ? moved.total : undefined)}</strong>{' '}
        <span className="muted">
          {fill(words.estimateFor, { variant })}
          {upTo ? fill(words.raisedUpTo, { percent: priceMove.percent }) : ''}
          {moved && priceMove.basis === 'about'
            ? fill(words.atPriceBeforeRise, { percent: priceMove.percent, total: formatOnRoad(moved.total) })
            : ''}
          {price.refundable > 0 ? fill(words.tcsRefund, { tcs: formatRupees(price.refundable) }) : ''}
        </span>
      </p>
      {emiFor && (
        <p id="on-road-emi">
          <a className="button button--ghost" href={to(`/ev-loans?price=${roundOnRoad(price.total)}&car=${encodeURIComponent(emiFor)}`)}>
            {fill(words.estimateEmiOn, { price: formatOnRoad(price.total) })}
          </a>
        </p>
      )}
      <ScrollRegion label={words.onRoadTable}>
        <table className="table on-road__table">
          <tbody>
            {price.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">
                  {line.label}
                  <span className="muted small"> {line.how}</span>
                </th>
                <td>{formatRupees(line.rupees)}</td>
              </tr>
            ))}
            <tr className="on-road__sum">
              <th scope="row">{moved ? words.onRoadLastConfirmed : words.onRoadPrice}</th>
              <td>{formatRupees(price.total)}</td>
            </tr>
            {moved && (
              <tr className="on-road__sum">
                <th scope="row">
                  {fill(priceMove.basis === 'up to' ? words.onRoadIfRoseFull : words.onRoadIfRoseAverage, { percent: priceMove.percent })}
                </th>
                <td>{formatRupees(moved.total)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <HowWorkedOut className="on-road__sources">
        <li>{fill(words.stateShownUntil, { state: defaultName })}</li>
        <li>{fillNodes(words.exShowroomSource, { verified: verified(car.price) })}</li>
        <li>{fillNodes(words.roadTaxSource, { state: state.state, verified: verified(state) })}</li>
        <li>{fillNodes(words.insuranceSource, { thirdParty: verified(model.thirdParty), ownDamage: verified(model.ownDamage) })}</li>
        <li>{fillNodes(words.tcsSource, { tcs: verified(model.tcs), fastag: verified(model.fastag) })}</li>
        <li>{words.notIncluded}</li>
      </HowWorkedOut>
    </div>
  );
}
