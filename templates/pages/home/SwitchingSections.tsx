// The home page's case for switching: what an EV gives, what it saves, how to pay for it, what it spares the air and
// what the government gives.
import type { ReactNode } from 'react';
import { environmentalModel, formatNumber, type Taxes } from '../../../src/domain/index.ts';
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
function benefitsOf({ evPerKm, petrol, chargers, gst, warranty }: WhyElectric): { icon: IconName; title: string; text: ReactNode }[] {
  const rupees = (value: number) => `₹${value.toFixed(2)}`;
  return [
    {
      icon: 'rupee',
      title: `${rupees(evPerKm.min)} to ${rupees(evPerKm.max)} a km`,
      text: `What the cars here cost in electricity, an estimate for ${evPerKm.situation}; against ${rupees(petrol.perKm)} a km for a ${petrol.mileage} km/L petrol car at ${petrol.state}'s ₹${petrol.price} a litre.`,
    },
    {
      icon: 'charge',
      title: `${formatNumber(chargers.count)} public charging stations`,
      text: (
        <>
          The latest official count across India: <Verified asOf={chargers.asOf} source={chargers.source} />
        </>
      ),
    },
    {
      icon: 'shield',
      title: `${gst.evPercent}% GST, not ${gst.petrolSmallPercent}% or ${gst.petrolLargePercent}%`,
      text: 'Electric cars carry the lowest GST rate; most states also waive their road tax and every state the registration fee.',
    },
    {
      icon: 'battery',
      title: `${warranty.years}-year battery warranty`,
      text: `${warranty.cars} of the ${warranty.of} cars here whose warranty we have confirmed cover the battery for at least ${warranty.years} years.`,
    },
  ];
}

/** Why electric, in four figures. */
export function WhyElectricSection({ whyElectric }: { whyElectric: WhyElectric }) {
  return (
    <HomeSection id="benefits" tinted>
      <SectionHeading id="benefits-title" eyebrow="Why electric" title="What an EV gives you" />
      <ul className="benefits">
        {benefitsOf(whyElectric).map((benefit) => (
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
  return (
    <HomeSection id="calculator">
      <SectionHeading id="calculator-title" eyebrow="Savings calculator" title="How much would you save?">
        Move the sliders to your own driving and prices.
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
  return (
    <HomeSection id="finance" tinted>
      <SectionHeading id="finance-title" eyebrow="Loans and insurance" title="Paying for it and covering it" />
      <Island name="FinanceTabs" props={finance} />
    </HomeSection>
  );
}

/** What driving electric spares the air. */
export function SustainabilitySection({ calculators }: { calculators: Calculators }) {
  return (
    <HomeSection id="sustainability">
      <SectionHeading id="sustainability-title" eyebrow="Sustainability" title="Your impact on the air">
        What a year of electric driving spares, at your distance and prices.
      </SectionHeading>
      <Island name="EnvironmentalCalculator" props={{ constants: calculators.environmental, model: environmentalModel(calculators) }} />
    </HomeSection>
  );
}

/** What the government gives a buyer, and an estimate for the reader's state. */
export function IncentivesSection({ incentives }: { incentives: IncentiveEstimatorProps }) {
  const hasPage = useHasPage();
  return (
    <HomeSection id="incentives">
      <SectionHeading id="incentives-title" eyebrow="Incentives" title="Government benefits for EV buyers" />
      <BuyingBenefits taxes={incentives.taxes} states={incentives.states} />
      <Island name="IncentiveEstimator" props={incentives} />
      {hasPage('/ev-incentives') && <MoreLink href="/ev-incentives" label="Incentives by state" />}
    </HomeSection>
  );
}
