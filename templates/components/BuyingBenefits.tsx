import { describeTaxRate, formatNumber, type StateToday, type Taxes } from '../../src/domain/index.ts';
import { Verified } from './Verified.tsx';

/** What the benefit cards read: the taxes of calculators.yaml and each state's road tax on electric cars, as in force. */
export interface BuyingBenefitsProps {
  taxes: Taxes;
  states: readonly Pick<StateToday, 'state' | 'roadTaxPercent' | 'evRoadTaxNote'>[];
}

/** "Maharashtra, Delhi and Karnataka": names joined as a sentence. */
const sentence = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * What the government gives and takes when an electric car is bought, as cards: the home page and the incentives
 * page show the same ones, from the same dated data. No card for what has closed (Section 80EEB) or never started
 * (FAME III).
 */
export function BuyingBenefits({ taxes, states }: BuyingBenefitsProps) {
  const { gst, registration, centralSubsidy } = taxes;
  // A plain exemption reads as one list; a rate with limits (a price cap, an end date) is said state by state.
  const free = states.filter((item) => item.roadTaxPercent.ev === 0 && !item.evRoadTaxNote).map((item) => item.state);
  const partly = states.filter((item) => Array.isArray(item.roadTaxPercent.ev) && item.roadTaxPercent.ev[0]!.percent === 0);
  const taxed = states.filter((item) => !free.includes(item.state) && !partly.includes(item));
  return (
    <ul className="benefits">
      <li className="benefit">
        <h3>
          {centralSubsidy.privateCarRupees > 0
            ? `Central subsidy: up to ₹${formatNumber(centralSubsidy.privateCarRupees)}`
            : 'No central purchase subsidy'}
        </h3>
        <p>{centralSubsidy.why}</p>
        <p className="small">
          <Verified asOf={centralSubsidy.asOf} source={centralSubsidy.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>
          GST {gst.evPercent}%, against {gst.petrolSmallPercent}% or {gst.petrolLargePercent}% on petrol cars
        </h3>
        <p>
          A petrol car under 4 m with an engine up to 1,200 cc pays {gst.petrolSmallPercent}%, any other {gst.petrolLargePercent}%, with no
          cess; the GST is already in the ex-showroom price.
        </p>
        <p className="small">
          <Verified asOf={gst.asOf} source={gst.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>{registration.evRupees === 0 ? 'No registration fee' : `Registration ₹${formatNumber(registration.evRupees)}`}</h3>
        <p>The registration certificate of a new electric car is free; a petrol car's costs ₹{formatNumber(registration.petrolRupees)}.</p>
        <p className="small">
          <Verified asOf={registration.asOf} source={registration.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>Road tax by state</h3>
        <p>
          {free.length > 0 && (
            <>
              No road tax on electric cars in {sentence(free)}
              {'. '}
            </>
          )}
          {[...partly, ...taxed].map((item) => (
            <span key={item.state}>
              {item.state}: {item.evRoadTaxNote ?? describeTaxRate(item.roadTaxPercent.ev)}
              {'. '}
            </span>
          ))}
        </p>
      </li>
    </ul>
  );
}
