import type { Calculators, StateIncentive } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/routes/types.ts';
import { formatLakh, formatRupees } from '../../src/query/index.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { IncentiveCarOption } from '../islands/IncentiveEstimator.tsx';

/** /ev-incentives: central and state benefits for EV buyers, and the estimator. */
export function IncentivesPage({ constants, states, cars, crumbs }: { constants: Calculators['incentives']; states: readonly StateIncentive[]; cars: readonly IncentiveCarOption[]; crumbs: readonly Crumb[] }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV incentives in India">
        What central and state governments give electric-car buyers, and what they no longer do.
      </PageHeader>
      <section className="section section--flush" aria-labelledby="central-title">
        <h2 id="central-title">Central benefits</h2>
        <ul className="benefits">
          <li className="benefit">
            <h3>Purchase subsidy: up to {formatRupees(constants.centralSubsidy)}</h3>
            <p>FAME III was to give ₹10,000 per kWh for cars. PM E-DRIVE, the scheme running now, covers two- and three-wheelers, buses and chargers but not private cars, so treat this as not available unless a new scheme says otherwise.</p>
          </li>
          <li className="benefit"><h3>GST {constants.gstEvPercent}% instead of {constants.gstPetrolPercent}%</h3><p>EVs pay the lowest GST rate, against 28% plus cess on petrol and diesel cars.</p></li>
          <li className="benefit"><h3>Section 80EEB: ₹{formatLakh(constants.section80eebLakh)} Lakh</h3><p>An income-tax deduction on EV loan interest, for loans sanctioned between April 2019 and March 2023 only.</p></li>
          <li className="benefit"><h3>Green number plates</h3><p>EVs carry green plates, which some cities use for parking and toll concessions.</p></li>
        </ul>
      </section>
      <section className="section section--flush" aria-labelledby="states-title">
        <h2 id="states-title">By state</h2>
        <div className="table-wrap" role="region" aria-label="State incentives table" tabIndex={0}>
          <table className="table">
            <thead><tr><th scope="col">State</th><th scope="col">Purchase incentive for private cars</th><th scope="col">Other benefits</th><th scope="col">Policy</th></tr></thead>
            <tbody>
              {states.map((state) => (
                <tr key={state.slug}>
                  <th scope="row">{state.portal ? <a href={state.portal} rel="noopener">{state.state}</a> : state.state}</th>
                  <td>{state.maxRebateLakh > 0 ? `Up to ₹${formatLakh(state.maxRebateLakh)} Lakh` : 'None at present'}</td>
                  <td>{state.benefits.join('; ')}</td>
                  <td>
                    {state.policy}
                    <br />
                    <Verified asOf={state.asOf} source={state.source} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small">Policies change often: confirm with your state's transport department or RTO before you buy.</p>
      </section>
      <section className="section section--flush" aria-labelledby="estimate-title">
        <h2 id="estimate-title">Estimate your benefits</h2>
        <Island name="IncentiveEstimator" hydrate="visible" props={{ constants, states, cars }} />
      </section>
    </div>
  );
}
