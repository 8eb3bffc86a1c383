import { TableRegion } from '../components/TableRegion.tsx';
import type { Crumb } from '../../src/domain/page.ts';
import { describeTaxRate, evRoadTaxSummary, formatLakhPrice, type StateToday } from '../../src/domain/index.ts';
import { BuyingBenefits } from '../components/BuyingBenefits.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { IncentiveEstimatorProps } from '../islands/IncentiveEstimator.tsx';

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
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV incentives in India">
        What central and state governments give electric-car buyers, and what they no longer do.
      </PageHeader>
      <section className="section section--flush" aria-labelledby="central-title">
        <h2 id="central-title">Across India</h2>
        <BuyingBenefits taxes={estimator.taxes} states={states} />
        <p className="muted small">
          Electric cars also carry green number plates, which some cities use for parking and toll concessions. Section 80EEB's deduction on
          EV loan interest is closed to new loans (it covered loans sanctioned from April 2019 to March 2023).
        </p>
      </section>
      <section className="section section--flush" aria-labelledby="states-title">
        <h2 id="states-title">By state</h2>
        <TableRegion
          label="State incentives table"
          columns={['State', 'Road tax: electric', 'Road tax: petrol', 'Purchase incentive for private cars', 'Other benefits', 'Policy']}
        >
          <tbody>
            {states.map((state) => (
              <tr key={state.slug}>
                <th scope="row">
                  {state.portal ? (
                    <a href={state.portal} rel="noopener">
                      {state.state}
                    </a>
                  ) : (
                    state.state
                  )}
                </th>
                <td>{evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits)}</td>
                <td>{describeTaxRate(state.roadTaxPercent.petrol)}</td>
                <td>{state.maxRebateLakh > 0 ? `Up to ${formatLakhPrice(state.maxRebateLakh)}` : 'None at present'}</td>
                <td>{state.benefits.join('; ')}</td>
                <td>
                  {state.policy}
                  <br />
                  <Verified asOf={state.asOf} source={state.source} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="muted small">Policies change often: confirm with your state's transport department or RTO before you buy.</p>
      </section>
      <section className="section section--flush" aria-labelledby="estimate-title">
        <h2 id="estimate-title">Estimate your benefits</h2>
        <Island name="IncentiveEstimator" hydrate="visible" props={estimator} />
      </section>
    </div>
  );
}
