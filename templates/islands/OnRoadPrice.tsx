import {
  formatOnRoad,
  roundOnRoad,
  formatRupees,
  movedPriceRange,
  type OnRoadModel,
  onRoadPrice,
  type OnRoadState,
  type OnRoadTaxes,
  type PriceMove,
} from '../../src/domain/index.ts';
import type { Car } from '../../src/schema/index.ts';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { Verified } from '../components/Verified.tsx';
import { useChosenState } from './chosen-state.ts';
import { useHref } from '../i18n/context.ts';

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
  const [slug, setSlug] = useChosenState(
    initialState,
    states.map((state) => state.slug),
  );
  const state = states.find((item) => item.slug === slug) ?? states[0]!;
  const price = onRoadPrice(car, state, model, taxes);
  // A price that may have risen since it was confirmed: the same sum at the highest it may now be.
  const moved = priceMove && onRoadPrice({ ...car, price: { min: movedPriceRange(car.price.min, priceMove).high } }, state, model, taxes);
  const defaultName = states.find((item) => item.slug === initialState)?.state ?? states[0]!.state;
  return (
    <div className="on-road">
      <SelectField
        id="on-road-state"
        // The total below names the state its price is for, so without JavaScript the select that could not change it goes.
        className="field needs-script"
        label="Your state"
        value={state.slug}
        onChange={setSlug}
        options={states.map((item) => ({ value: item.slug, label: item.state }))}
      />
      <p className="on-road__total" aria-live="polite">
        On the road in {state.state}:{' '}
        <strong>{formatOnRoad(price.total, moved && priceMove.basis === 'up to' ? moved.total : undefined)}</strong>{' '}
        <span className="muted">
          estimate for the {variant}
          {moved && priceMove.basis === 'up to' ? `, as its maker raised prices by up to ${priceMove.percent}% after it was confirmed` : ''}
          {moved && priceMove.basis === 'about'
            ? `, at its price before a rise of about ${priceMove.percent}% on average (about ${formatOnRoad(moved.total)} if it rose that much)`
            : ''}
          {price.refundable > 0 ? `, of which ${formatRupees(price.refundable)} TCS comes back in your tax return` : ''}
        </span>
      </p>
      {emiFor && (
        <p id="on-road-emi">
          <a className="button button--ghost" href={to(`/ev-loans?price=${roundOnRoad(price.total)}&car=${encodeURIComponent(emiFor)}`)}>
            Estimate EMI on {formatOnRoad(price.total)}
          </a>
        </p>
      )}
      <ScrollRegion label="On-road price table">
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
              <th scope="row">On-road price{moved ? ', at the price last confirmed' : ''}</th>
              <td>{formatRupees(price.total)}</td>
            </tr>
            {moved && (
              <tr className="on-road__sum">
                <th scope="row">
                  On-road price, if the price rose {priceMove.basis === 'up to' ? 'the full' : 'the average'} {priceMove.percent}%
                </th>
                <td>{formatRupees(moved.total)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <HowWorkedOut className="on-road__sources">
        <li>{defaultName} is shown until you choose your state; your choice is kept on this device for every car page.</li>
        <li>
          Ex-showroom price: <Verified asOf={car.price.asOf} source={car.price.source} />
        </li>
        <li>
          {state.state}'s road tax on electric cars: <Verified asOf={state.asOf} source={state.source} />
        </li>
        <li>
          Third-party premiums: <Verified asOf={model.thirdParty.asOf} source={model.thirdParty.source} />; own damage is an estimate, since
          insurers price it themselves (ask for quotes): <Verified asOf={model.ownDamage.asOf} source={model.ownDamage.source} />
        </li>
        <li>
          TCS: <Verified asOf={model.tcs.asOf} source={model.tcs.source} />; FASTag:{' '}
          <Verified asOf={model.fastag.asOf} source={model.fastag.source} />
        </li>
        <li>Not included: accessories, extended warranty, a home charger, or dealer "handling" charges, which several states forbid.</li>
      </HowWorkedOut>
    </div>
  );
}
