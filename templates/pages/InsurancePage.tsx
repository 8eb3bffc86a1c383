import type { Insurer } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { ChipList } from '../components/ChipList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { TickList } from '../components/TickList.tsx';
import { useHasPage } from '../layout/site-context.ts';
import { useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

/** The blog's insurance guide, linked when the site has it. */
const INSURANCE_GUIDE = '/blog/ev-insurance-guide-india-2025';

/** /ev-insurance (insurers.yaml's page): what EV cover costs, the add-ons worth having, and insurers. */
export function InsurancePage({ entries: insurers, crumbs }: { entries: readonly Insurer[]; crumbs: readonly Crumb[] }) {
  const hasPage = useHasPage();
  const t = useText().money;
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={t.insuranceTitle}>
        {t.insuranceIntro}
      </PageHeader>
      <section className="section section--flush" aria-labelledby="cover-title">
        <h2 id="cover-title">{t.coverTitle}</h2>
        <ul className="benefits">
          <li className="benefit">
            <h3>{t.batteryProtection}</h3>
            <p>{t.batteryProtectionText}</p>
          </li>
          <li className="benefit">
            <h3>{t.zeroDepreciation}</h3>
            <p>{t.zeroDepreciationText}</p>
          </li>
          <li className="benefit">
            <h3>{t.chargerCover}</h3>
            <p>{t.chargerCoverText}</p>
          </li>
          <li className="benefit">
            <h3>{t.roadsideAssistance}</h3>
            <p>{t.roadsideAssistanceText}</p>
          </li>
        </ul>
        <p className="muted small">{t.thirdPartyNote}</p>
      </section>
      <section className="section section--flush" aria-labelledby="insurers-title">
        <h2 id="insurers-title">{t.insurersTitle}</h2>
        <div className="card-grid">
          {insurers.map((insurer) => (
            <article key={insurer.slug} className="panel">
              <h3>
                <a href={insurer.website} rel="noopener">
                  {insurer.name}
                </a>
              </h3>
              <TickList items={insurer.features} lang={langOf(insurer, 'features')} />
              {insurer.addOns && insurer.addOns.length > 0 && (
                <>
                  <h4 className="small">{t.evAddOns}</h4>
                  <ChipList items={insurer.addOns} lang={langOf(insurer, 'addOns')} />
                </>
              )}
            </article>
          ))}
        </div>
      </section>
      <p className="page-links">
        {hasPage(INSURANCE_GUIDE) && (
          <a className="button button--primary" href={INSURANCE_GUIDE}>
            {t.readInsuranceGuide}
          </a>
        )}
        <a className="button button--ghost" href="/ev-loans">
          {t.loansAndEmi}
        </a>
      </p>
    </div>
  );
}
