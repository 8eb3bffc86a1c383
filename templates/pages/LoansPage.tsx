import { TableRegion } from '../components/TableRegion.tsx';
import type { LoanProvider } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { formatLakhPrice, formatRate, formatRupees } from '../../src/domain/index.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { EmiCalculatorProps } from '../islands/EmiCalculator.tsx';
import { bestLoanTerms } from '../../src/domain/index.ts';

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
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV loans and EMI calculator">
        Loans for electric cars start from {terms.rateFrom}% a year with tenures up to {terms.maxTenureMonths} months among the lenders
        below, and several banks price them below their ordinary car loans. Work out your EMI, then compare lenders.
      </PageHeader>
      <Island name="EmiCalculator" hydrate="load" props={calculator} />

      <section className="section section--flush" aria-labelledby="lenders-title">
        <h2 id="lenders-title">Lenders for electric cars</h2>
        <TableRegion label="Lenders table" columns={['Lender', 'Type', 'Rate (a year)', 'Up to', 'Processing fee', 'Worth knowing']}>
          <tbody>
            {lenders.map((lender) => (
              <tr key={lender.slug}>
                <th scope="row">
                  <a href={lender.website} rel="noopener">
                    {lender.name}
                  </a>
                </th>
                <td>{lender.kind}</td>
                <td>
                  {formatRate(lender.rate)}
                  <span className="table__note">
                    <Verified asOf={lender.rate.asOf} source={lender.rate.source} />
                  </span>
                </td>
                <td>{lender.maxTenureMonths} months</td>
                <td>{lender.processingFee}</td>
                <td>{lender.features.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">
          Rates as the lenders quoted them on the date shown; yours depends on your credit score, income and the car.
        </p>
      </section>

      <section className="section section--flush" aria-labelledby="samples-title">
        <h2 id="samples-title">What the EMI looks like</h2>
        <TableRegion label="EMI examples table" columns={['Car', 'Loan', 'Tenure', 'Rate', 'EMI', 'Total interest']}>
          <tbody>
            {samples.map((row) => (
              <tr key={`${row.carId}-${row.tenureYears}`}>
                <th scope="row">
                  <a href={`/cars/${row.carId}`}>{row.car}</a>
                </th>
                <td>{formatLakhPrice(row.priceLakh)}</td>
                <td>{row.tenureYears} years</td>
                <td>{row.ratePercent}%</td>
                <td>{formatRupees(row.monthly)}</td>
                <td>{formatRupees(row.totalInterest)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">EMIs are approximate, on the full amount with no down payment, at the rate shown in each row.</p>
      </section>
    </div>
  );
}
