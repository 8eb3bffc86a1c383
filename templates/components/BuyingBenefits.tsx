import { evRoadTaxSummary, formatNumber, type StateToday, type Taxes } from '../../src/domain/index.ts';
import { Verified } from './Verified.tsx';

/** What the benefit cards read: the taxes of calculators.yaml and each state's road tax on electric cars, as in force. */
export interface BuyingBenefitsProps {
  taxes: Taxes;
  states: readonly Pick<StateToday, 'state' | 'roadTaxPercent' | 'evRoadTaxLimits'>[];
}

/**
 * What the government gives and takes when an electric car is bought, as cards: the home page and the incentives
 * page show the same ones, from the same dated data. No card for what has closed (Section 80EEB) or never started
 * (FAME III).
 */
export function BuyingBenefits({ taxes, states }: BuyingBenefitsProps) {
  const { gst, registration, centralSubsidy } = taxes;
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
        <h3>Road tax on an electric car, by state</h3>
        <ul className="benefit__states">
          {states.map((item) => (
            <li key={item.state}>
              <strong>{item.state}</strong>: {evRoadTaxSummary(item.roadTaxPercent.ev, item.evRoadTaxLimits)}
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
