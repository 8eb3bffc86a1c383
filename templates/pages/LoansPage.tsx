import { TableRegion } from '../components/TableRegion.tsx';
import type { LoanProvider } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { formatLakhPrice, formatRate, formatRupees } from '../../src/domain/format.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { EmiCalculatorProps } from '../islands/EmiCalculator.tsx';
import { bestLoanTerms } from '../../src/domain/calculators.ts';
import { fill, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

/** A worked example, its EMI and interest computed from the formula. */
export interface EmiRow {
  car: string;
  carId: string;
  priceLakh: number;
  tenureYears: number;
  ratePercent: number;
  monthly: number;
  totalInterest: number;
}

/** /ev-loans: the EMI calculator, lenders and worked examples. */
export function LoansPage({
  calculator,
  lenders,
  samples,
  crumbs,
}: {
  calculator: EmiCalculatorProps;
  lenders: readonly LoanProvider[];
  samples: readonly EmiRow[];
  crumbs: readonly Crumb[];
}) {
  const terms = bestLoanTerms(lenders);
  const text = useText();
  const t = text.money;
  const columns = [t.lender, t.lenderType, t.rateAYear, t.upTo, t.processingFee, t.worthKnowing];
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={t.loansTitle}>
        {fill(t.loansIntro, { rate: terms.rateFrom, months: terms.maxTenureMonths })}
      </PageHeader>
      <Island name="EmiCalculator" hydrate="load" props={calculator} />

      <section className="section section--flush" aria-labelledby="lenders-title">
        <h2 id="lenders-title">{t.lendersTitle}</h2>
        <TableRegion label={t.lendersTable} columns={columns} stack>
          <tbody>
            {lenders.map((lender) => (
              <tr key={lender.slug}>
                <th scope="row">
                  <a href={lender.website} rel="noopener">
                    {lender.name}
                  </a>
                </th>
                <td data-label={columns[1]}>{t.lenderKinds[lender.kind]}</td>
                <td data-label={columns[2]}>
                  {formatRate(lender.rate)}
                  <span className="table__note">
                    <Verified asOf={lender.rate.asOf} source={lender.rate.source} />
                  </span>
                </td>
                <td data-label={columns[3]}>{fill(t.months, { months: lender.maxTenureMonths })}</td>
                <td data-label={columns[4]}>
                  <span lang={langOf(lender, 'processingFee')}>{lender.processingFee}</span>
                </td>
                <td data-label={columns[5]}>
                  <span lang={langOf(lender, 'features')}>{lender.features.join('; ')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">{t.ratesNote}</p>
      </section>

      <section className="section section--flush" aria-labelledby="samples-title">
        <h2 id="samples-title">{t.samplesTitle}</h2>
        <TableRegion label={t.samplesTable} columns={[t.car, t.loan, t.tenure, t.rate, t.emi, t.totalInterest]}>
          <tbody>
            {samples.map((row) => (
              <tr key={`${row.carId}-${row.tenureYears}`}>
                <th scope="row">
                  <a href={`/cars/${row.carId}`}>{row.car}</a>
                </th>
                <td>{formatLakhPrice(row.priceLakh)}</td>
                <td>{fill(t.years, { years: row.tenureYears })}</td>
                <td>{row.ratePercent}%</td>
                <td>{formatRupees(row.monthly)}</td>
                <td>{formatRupees(row.totalInterest)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">{t.samplesNote}</p>
      </section>
    </div>
  );
}
