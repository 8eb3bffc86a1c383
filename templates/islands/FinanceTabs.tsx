import type { Insurer, LoanProvider } from '../../src/schema/index.ts';
import { formatRate } from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { Tabs } from '../components/Tabs.tsx';

export interface FinanceTabsProps {
  lenders: readonly Pick<LoanProvider, 'name' | 'slug' | 'rate' | 'maxTenureMonths' | 'features'>[];
  insurers: readonly Pick<Insurer, 'name' | 'slug' | 'addOns' | 'features'>[];
  /** Links to the full loans and insurance pages, once they are built. */
  links: { loans?: string; insurance?: string };
}

/** Loans and insurance for EV buyers, in two tabs, loans first. */
export function FinanceTabs({ lenders, insurers, links }: FinanceTabsProps) {
  return (
    <Tabs
      label="EV loans and insurance"
      items={[
        {
          id: 'loans',
          label: 'EV Loans',
          content: (
            <div className="finance-panel">
              <p>
                Banks charge EV buyers less: several offer green car loans below their usual rates, with tenures up to 7 years and up to 90%
                of the on-road price.
              </p>
              <ul className="finance-list">
                {lenders.map((lender) => (
                  <li key={lender.slug}>
                    <strong>{lender.name}</strong>
                    <span>
                      {formatRate(lender.rate)} a year, up to {lender.maxTenureMonths} months
                    </span>
                    <span className="muted small">{lender.features[0]}</span>
                  </li>
                ))}
              </ul>
              {links.loans && (
                <a className="button button--ghost" href={links.loans}>
                  Compare EV loans <Icon name="arrowRight" size={18} />
                </a>
              )}
            </div>
          ),
        },
        {
          id: 'insurance',
          label: 'EV Insurance',
          content: (
            <div className="finance-panel">
              <p>
                Expect ₹20,000 to ₹25,000 a year for a compact electric SUV, 15-25% more than a petrol one, mostly because the battery is
                costly to replace. Battery and charger cover are the add-ons worth having.
              </p>
              <ul className="finance-list">
                {insurers.map((insurer) => (
                  <li key={insurer.slug}>
                    <strong>{insurer.name}</strong>
                    <span>{(insurer.addOns ?? insurer.features).slice(0, 2).join(' · ')}</span>
                  </li>
                ))}
              </ul>
              {links.insurance && (
                <a className="button button--ghost" href={links.insurance}>
                  Compare EV insurance <Icon name="arrowRight" size={18} />
                </a>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
