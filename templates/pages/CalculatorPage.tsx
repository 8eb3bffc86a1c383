import type { Calculators } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import type { SavingsCar } from '../../src/domain/savings-car.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';
import { useText } from '../i18n/context.ts';

/** /calculator: the savings calculator with its call to action, preset with a car when a car page's button sends one. */
export function CalculatorPage({
  constants,
  emissions,
  publicCharging,
  loans,
  cars,
  crumbs,
}: {
  constants: Calculators['savings'];
  emissions: Calculators['emissions'];
  publicCharging: Calculators['publicCharging'];
  loans: { rateFrom: number; maxTenureMonths: number };
  /** What `?car=` may preset the calculator with. */
  cars: readonly SavingsCar[];
  crumbs: readonly Crumb[];
}) {
  const { settings } = useSite();
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.calculators.savingsTitle}>
        {text.calculators.savingsIntro}
      </PageHeader>
      <Island
        name="SavingsCalculator"
        hydrate="load"
        props={{ constants, emissions, publicCharging, phone: settings.phone, loans, cars, withCallToAction: true }}
      />
    </div>
  );
}
