import type { ReactNode } from 'react';
import type { Insurer, LoanProvider } from '../../src/schema/index.ts';
import { formatRate } from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useHref } from '../i18n/context.ts';

export interface FinanceTabsProps {
  lenders: readonly Pick<LoanProvider, 'name' | 'slug' | 'rate' | 'maxTenureMonths' | 'features'>[];
  insurers: readonly Pick<Insurer, 'name' | 'slug' | 'addOns' | 'features'>[];
  /** Links to the full loans and insurance pages, once they are built. */
  links: { loans?: string; insurance?: string };
}

/** One tab's panel: what to expect, each provider by name with its `detail`, and the link to the full page when there is one. */
function FinancePanel<T extends { slug: string; name: string }>({
  intro,
  items,
  detail,
  href,
  more,
}: {
  intro: string;
  items: readonly T[];
  detail: (item: T) => ReactNode;
  href?: string;
  more: string;
}) {
  const to = useHref();
  return (
    <div className="finance-panel">
      <p>{intro}</p>
      <ul className="finance-list">
        {items.map((item) => (
          <li key={item.slug}>
            <strong>{item.name}</strong>
            {detail(item)}
          </li>
        ))}
      </ul>
      {href && (
        <a className="button button--ghost" href={to(href)}>
          {`${more} `}
          <Icon name="arrowRight" size={18} />
        </a>
      )}
    </div>
  );
}

/** Loans and insurance for EV buyers, in two tabs, loans first. */
export function FinanceTabs({ lenders, insurers, links }: FinanceTabsProps) {
  const loans = (
    <FinancePanel
      intro="Banks charge EV buyers less: several offer green car loans below their usual rates, with tenures up to 7 years and up to 90% of the on-road price."
      items={lenders}
      detail={(lender) => (
        <>
          <span>
            {formatRate(lender.rate)} a year, up to {lender.maxTenureMonths} months
          </span>
          <span className="muted small">{lender.features[0]}</span>
        </>
      )}
      href={links.loans}
      more="Compare EV loans"
    />
  );
  const insurance = (
    <FinancePanel
      intro="Expect ₹20,000 to ₹25,000 a year for a compact electric SUV, 15-25% more than a petrol one, mostly because the battery is costly to replace. Battery and charger cover are the add-ons worth having."
      items={insurers}
      detail={(insurer) => <span>{(insurer.addOns ?? insurer.features).slice(0, 2).join(' · ')}</span>}
      href={links.insurance}
      more="Compare EV insurance"
    />
  );
  return (
    <Tabs
      label="EV loans and insurance"
      items={[
        { id: 'loans', label: 'EV Loans', content: loans },
        { id: 'insurance', label: 'EV Insurance', content: insurance },
      ]}
    />
  );
}
