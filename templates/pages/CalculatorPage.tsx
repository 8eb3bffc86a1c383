import type { Calculators } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';

/** /calculator: the savings calculator with its call to action. */
export function CalculatorPage({
  constants,
  emissions,
  publicCharging,
  loans,
  crumbs,
}: {
  constants: Calculators['savings'];
  emissions: Calculators['emissions'];
  publicCharging: Calculators['publicCharging'];
  loans: { rateFrom: number; maxTenureMonths: number };
  crumbs: readonly Crumb[];
}) {
  const { settings } = useSite();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV savings calculator">
        See what an electric car would save you against a petrol car, year by year: enter how far you drive, where you charge and what you
        pay for electricity and petrol.
      </PageHeader>
      <Island
        name="SavingsCalculator"
        hydrate="load"
        props={{ constants, emissions, publicCharging, phone: settings.phone, loans, withCallToAction: true }}
      />
    </div>
  );
}
