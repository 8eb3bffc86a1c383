import { formatNumber } from '../../src/domain/format.ts';
import { evRoadTaxSummary, type StateToday, type Taxes } from '../../src/domain/taxes.ts';
import { Verified } from './Verified.tsx';
import { fill, useText } from '../i18n/context.ts';

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
  const t = useText().money;
  const gstRates = { evPercent: gst.evPercent, smallPercent: gst.petrolSmallPercent, largePercent: gst.petrolLargePercent };
  return (
    <ul className="benefits">
      <li className="benefit">
        <h3>
          {centralSubsidy.privateCarRupees > 0
            ? fill(t.centralSubsidyUpTo, { amount: formatNumber(centralSubsidy.privateCarRupees) })
            : t.noCentralSubsidy}
        </h3>
        <p>{centralSubsidy.why}</p>
        <p className="small">
          <Verified asOf={centralSubsidy.asOf} source={centralSubsidy.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>{fill(t.gstTitle, gstRates)}</h3>
        <p>{fill(t.gstText, gstRates)}</p>
        <p className="small">
          <Verified asOf={gst.asOf} source={gst.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>
          {registration.evRupees === 0 ? t.noRegistrationFee : fill(t.registrationFee, { amount: formatNumber(registration.evRupees) })}
        </h3>
        <p>{fill(t.registrationText, { amount: formatNumber(registration.petrolRupees) })}</p>
        <p className="small">
          <Verified asOf={registration.asOf} source={registration.source} />
        </p>
      </li>
      <li className="benefit">
        <h3>{t.roadTaxByState}</h3>
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
