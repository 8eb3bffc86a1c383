// The home page's case for switching: what an EV gives, what it saves, how to pay for it, what it spares the air and
// what the government gives.
import type { ReactNode } from 'react';
import { environmentalModel } from '../../../src/domain/calculators.ts';
import { formatNumber } from '../../../src/domain/format.ts';
import type { Taxes } from '../../../src/domain/taxes.ts';
import type { Calculators } from '../../../src/schema/index.ts';
import { BuyingBenefits } from '../../components/BuyingBenefits.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { MoreLink } from '../../components/MoreLink.tsx';
import { Verified } from '../../components/Verified.tsx';
import type { FinanceTabsProps } from '../../islands/FinanceTabs.tsx';
import type { IncentiveEstimatorProps } from '../../islands/IncentiveEstimator.tsx';
import { Island } from '../../islands/Island.tsx';
import { useHasPage, useSite } from '../../layout/site-context.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { HomeSection } from './HomeSection.tsx';
import { fill, useText } from '../../i18n/context.ts';
import type { Text } from '../../i18n/en.ts';

/** The figures of the home page's case for electric, all from the data (see whyElectric in src/routes/home.ts). */
export interface WhyElectric {
  /** The cars' costs a km for the site's situation, described (describeSituation). */
  evPerKm: { min: number; max: number; situation: string };
  /** A petrol car of the savings calculator's mileage, at the petrol price of the situation's state. */
  petrol: { perKm: number; price: number; mileage: number; state: string };
  chargers: { count: number; asOf: string; source: string };
  gst: Taxes['gst'];
  warranty: { years: number; cars: number; of: number };
}

/** The four reasons, in words, from their figures. */
function benefitsOf(
  { evPerKm, petrol, chargers, gst, warranty }: WhyElectric,
  { home }: Text,
): { icon: IconName; title: string; text: ReactNode }[] {
  const rupees = (value: number) => `₹${value.toFixed(2)}`;
  return [
    {
      icon: 'rupee',
      title: fill(home.costPerKmTitle, { min: rupees(evPerKm.min), max: rupees(evPerKm.max) }),
      text: fill(home.costPerKmText, {
        situation: evPerKm.situation,
        petrolPerKm: rupees(petrol.perKm),
        mileage: petrol.mileage,
        state: petrol.state,
        price: petrol.price,
      }),
    },
    {
      icon: 'charge',
      title: fill(home.chargersTitle, { count: formatNumber(chargers.count) }),
      text: (
        <>
          {home.chargersText} <Verified asOf={chargers.asOf} source={chargers.source} />
        </>
      ),
    },
    {
      icon: 'shield',
      title: fill(home.gstTitle, { ev: gst.evPercent, small: gst.petrolSmallPercent, large: gst.petrolLargePercent }),
      text: home.gstText,
    },
    {
      icon: 'battery',
      title: fill(home.warrantyTitle, { years: warranty.years }),
      text: fill(home.warrantyText, { cars: warranty.cars, of: warranty.of, years: warranty.years }),
    },
  ];
}

/** Why electric, in four figures. */
export function WhyElectricSection({ whyElectric }: { whyElectric: WhyElectric }) {
  const text = useText();
  return (
    <HomeSection id="benefits" tinted>
      <SectionHeading id="benefits-title" eyebrow={text.home.whyEyebrow} title={text.home.whyTitle} />
      <ul className="benefits">
        {benefitsOf(whyElectric, text).map((benefit) => (
          <li key={benefit.title} className="benefit">
            <span className="benefit__icon">
              <Icon name={benefit.icon} />
            </span>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The savings calculator; its own headings are h3s, under this section's h2. */
export function SavingsSection({ calculators }: { calculators: Calculators }) {
  const { settings } = useSite();
  const text = useText();
  return (
    <HomeSection id="calculator">
      <SectionHeading id="calculator-title" eyebrow={text.home.savingsEyebrow} title={text.home.savingsTitle}>
        {text.home.savingsLede}
      </SectionHeading>
      <Island
        name="SavingsCalculator"
        props={{
          constants: calculators.savings,
          emissions: calculators.emissions,
          publicCharging: calculators.publicCharging,
          phone: settings.phone,
          headingLevel: 3,
        }}
      />
    </HomeSection>
  );
}

/** Loans and insurance, as tabs. */
export function FinanceSection({ finance }: { finance: FinanceTabsProps }) {
  const text = useText();
  return (
    <HomeSection id="finance" tinted>
      <SectionHeading id="finance-title" eyebrow={text.home.financeEyebrow} title={text.home.financeTitle} />
      <Island name="FinanceTabs" props={finance} />
    </HomeSection>
  );
}

/** What driving electric spares the air. */
export function SustainabilitySection({ calculators }: { calculators: Calculators }) {
  const text = useText();
  return (
    <HomeSection id="sustainability">
      <SectionHeading id="sustainability-title" eyebrow={text.home.sustainabilityEyebrow} title={text.home.sustainabilityTitle}>
        {text.home.sustainabilityLede}
      </SectionHeading>
      <Island name="EnvironmentalCalculator" props={{ constants: calculators.environmental, model: environmentalModel(calculators) }} />
    </HomeSection>
  );
}

/** What the government gives a buyer, and an estimate for the reader's state. */
export function IncentivesSection({ incentives }: { incentives: IncentiveEstimatorProps }) {
  const hasPage = useHasPage();
  const text = useText();
  return (
    <HomeSection id="incentives">
      <SectionHeading id="incentives-title" eyebrow={text.home.incentivesEyebrow} title={text.home.incentivesTitle} />
      <BuyingBenefits taxes={incentives.taxes} states={incentives.states} />
      <Island name="IncentiveEstimator" props={incentives} />
      {hasPage('/ev-incentives') && <MoreLink href="/ev-incentives" label={text.home.incentivesByState} />}
    </HomeSection>
  );
}
