import type { ReactNode } from 'react';
import type { Insurer, LoanProvider } from '../../src/schema/index.ts';
import { formatRate } from '../../src/domain/format.ts';
import { Icon } from '../components/Icon.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

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
  const t = useText().money;
  const loans = (
    <FinancePanel
      intro={t.loansPanelIntro}
      items={lenders}
      detail={(lender) => (
        <>
          <span>{fill(t.lenderTerms, { rate: formatRate(lender.rate), months: lender.maxTenureMonths })}</span>
          <span className="muted small" lang={langOf(lender, 'features')}>
            {lender.features[0]}
          </span>
        </>
      )}
      href={links.loans}
      more={t.compareLoans}
    />
  );
  const insurance = (
    <FinancePanel
      intro={t.insurancePanelIntro}
      items={insurers}
      detail={(insurer) => (
        <span lang={langOf(insurer, insurer.addOns ? 'addOns' : 'features')}>
          {(insurer.addOns ?? insurer.features).slice(0, 2).join(' · ')}
        </span>
      )}
      href={links.insurance}
      more={t.compareInsurance}
    />
  );
  return (
    <Tabs
      label={t.financeTabs}
      items={[
        { id: 'loans', label: t.loansTab, content: loans },
        { id: 'insurance', label: t.insuranceTab, content: insurance },
      ]}
    />
  );
}
