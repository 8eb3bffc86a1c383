import type { Insurer } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { ChipList } from '../components/ChipList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { TickList } from '../components/TickList.tsx';
import { useHasPage } from '../layout/site-context.ts';

/** The blog's insurance guide, linked when the site has it. */
const INSURANCE_GUIDE = '/blog/ev-insurance-guide-india-2025';

/** /ev-insurance (insurers.yaml's page): what EV cover costs, the add-ons worth having, and insurers. */
export function InsurancePage({ entries: insurers, crumbs }: { entries: readonly Insurer[]; crumbs: readonly Crumb[] }) {
  const hasPage = useHasPage();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="EV insurance in India">
        A comprehensive policy for a compact electric SUV costs about ₹20,000 to ₹25,000 a year, 15-25% more than for a petrol car of the
        same price, mostly because the battery is costly to repair or replace.
      </PageHeader>
      <section className="section section--flush" aria-labelledby="cover-title">
        <h2 id="cover-title">What to cover</h2>
        <ul className="benefits">
          <li className="benefit">
            <h3>Battery protection</h3>
            <p>
              Covers the battery and motor against water ingress, short circuits and accident damage that a standard policy may exclude.
            </p>
          </li>
          <li className="benefit">
            <h3>Zero depreciation</h3>
            <p>Pays the full cost of replaced parts, which matters on a car whose battery is a third of its price.</p>
          </li>
          <li className="benefit">
            <h3>Charger cover</h3>
            <p>Protects the wall box and portable charger against fire, theft and electrical damage.</p>
          </li>
          <li className="benefit">
            <h3>Roadside assistance</h3>
            <p>Towing to the nearest charger or workshop if you run out of charge; check the distance covered.</p>
          </li>
        </ul>
        <p className="muted small">
          Third-party premiums for private electric cars are set by IRDAI and are lower than for petrol cars of the same size.
        </p>
      </section>
      <section className="section section--flush" aria-labelledby="insurers-title">
        <h2 id="insurers-title">Insurers with EV cover</h2>
        <div className="card-grid">
          {insurers.map((insurer) => (
            <article key={insurer.slug} className="panel">
              <h3>
                <a href={insurer.website} rel="noopener">
                  {insurer.name}
                </a>
              </h3>
              <TickList items={insurer.features} />
              {insurer.addOns && insurer.addOns.length > 0 && (
                <>
                  <h4 className="small">EV add-ons</h4>
                  <ChipList items={insurer.addOns} />
                </>
              )}
            </article>
          ))}
        </div>
      </section>
      <p className="page-links">
        {hasPage(INSURANCE_GUIDE) && (
          <a className="button button--primary" href={INSURANCE_GUIDE}>
            Read the EV insurance guide
          </a>
        )}
        <a className="button button--ghost" href="/ev-loans">
          EV loans and EMI
        </a>
      </p>
    </div>
  );
}
