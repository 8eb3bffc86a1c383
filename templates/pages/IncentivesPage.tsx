import { TableRegion } from '../components/TableRegion.tsx';
import type { Crumb } from '../../src/domain/page.ts';
import { formatLakhPrice } from '../../src/domain/format.ts';
import { describeTaxRate, evRoadTaxSummary, type StateToday } from '../../src/domain/taxes.ts';
import { BuyingBenefits } from '../components/BuyingBenefits.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { IncentiveEstimatorProps } from '../islands/IncentiveEstimator.tsx';
import { fill, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';
import { incentiveRowId } from '../../src/domain/nav.ts';

/** /ev-incentives: what buying an electric car costs and saves in taxes, by state, and the estimator. */
export function IncentivesPage({
  states,
  estimator,
  crumbs,
}: {
  /** Each state with its road tax as in force on the build date. */
  states: readonly StateToday[];
  estimator: IncentiveEstimatorProps;
  crumbs: readonly Crumb[];
}) {
  const t = useText().money;
  const columns = [t.state, t.roadTaxElectric, t.roadTaxPetrol, t.purchaseIncentive, t.otherBenefits, t.policy];
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={t.incentivesTitle}>
        {t.incentivesIntro}
      </PageHeader>
      <section className="section section--flush" aria-labelledby="central-title">
        <h2 id="central-title">{t.acrossIndia}</h2>
        <BuyingBenefits taxes={estimator.taxes} states={states} />
        <p className="muted small">{t.acrossIndiaNote}</p>
      </section>
      <section className="section section--flush" aria-labelledby="states-title">
        <h2 id="states-title">{t.byState}</h2>
        <TableRegion label={t.statesTable} columns={columns} stack>
          <tbody>
            {states.map((state) => (
              <tr key={state.slug} id={incentiveRowId(state.slug)}>
                <th scope="row">
                  {state.portal ? (
                    <a href={state.portal} rel="noopener">
                      {state.state}
                    </a>
                  ) : (
                    state.state
                  )}
                </th>
                <td data-label={columns[1]}>{evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits)}</td>
                <td data-label={columns[2]}>{describeTaxRate(state.roadTaxPercent.petrol)}</td>
                <td data-label={columns[3]}>
                  {state.maxRebateLakh > 0 ? fill(t.incentiveUpTo, { amount: formatLakhPrice(state.maxRebateLakh) }) : t.noIncentive}
                </td>
                <td data-label={columns[4]}>
                  <span lang={langOf(state, 'benefits')}>{state.benefits.join('; ')}</span>
                </td>
                <td data-label={columns[5]}>
                  <span lang={langOf(state, 'policy')}>{state.policy}</span>
                  <br />
                  <Verified asOf={state.asOf} source={state.source} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">{t.policiesNote}</p>
      </section>
      <section className="section section--flush" aria-labelledby="estimate-title">
        <h2 id="estimate-title">{t.estimateTitle}</h2>
        <Island name="IncentiveEstimator" hydrate="visible" props={estimator} />
      </section>
    </div>
  );
}
