import type { Crumb } from '../../src/domain/page.ts';
import type { LoanPartnerView } from '../../src/domain/brands.ts';
import { formatRate } from '../../src/domain/format.ts';
import { langOf } from '../../src/domain/translated.ts';
import type { Brand, Car } from '../../src/schema/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Facts } from '../components/Facts.tsx';
import { Icon } from '../components/Icon.tsx';
import { TableHead } from '../components/TableRegion.tsx';
import { TickList } from '../components/TickList.tsx';
import { Verified } from '../components/Verified.tsx';
import { useHasPage } from '../layout/site-context.ts';
import { BrandCarCard } from './brand/BrandCarCard.tsx';
import { fill, useText } from '../i18n/context.ts';

export interface BrandPageProps {
  brand: Brand;
  /** Its finance partners, each lender's rate looked up in data/lenders.yaml. */
  loanPartners: readonly LoanPartnerView[];
  /** The brand's best-rated cars, up to a limit. */
  cars: readonly Car[];
  /** How many cars the brand has in all. */
  total: number;
  crumbs: readonly Crumb[];
}

/** The brand's logo, name and story, and the facts about it. */
function BrandHeader({ brand, total }: { brand: Brand; total: number }) {
  const { content } = useText();
  return (
    <header className="brand-header">
      <img
        className="brand-header__logo"
        src={`/${brand.logo}`}
        alt={fill(content.brandLogo, { brand: brand.name })}
        width={240}
        height={64}
      />
      <div>
        <h1>{fill(content.brandTitle, { brand: brand.name })}</h1>
        <p className="lede" lang={langOf(brand, 'description')}>
          {brand.description}
        </p>
        <Facts
          className="brand-facts"
          items={[
            [content.established, brand.established],
            [content.headquarters, brand.headquarters],
            [content.electricModels, total],
            [
              content.website,
              <a key="website" href={brand.website} rel="noopener">
                {new URL(brand.website).hostname}
              </a>,
            ],
          ]}
        />
      </div>
    </header>
  );
}

/** The brand's best-rated cars as cards, and a link to the rest in the directory. */
function BrandCars({ brand, cars, total }: { brand: Brand; cars: readonly Car[]; total: number }) {
  const { content } = useText();
  return (
    <section className="section section--flush" aria-labelledby="brand-cars-title">
      <h2 id="brand-cars-title">{fill(content.brandCarsTitle, { brand: brand.name })}</h2>
      <div className="card-grid">
        {cars.map((car) => (
          <BrandCarCard key={car.id} car={car} />
        ))}
      </div>
      {total > cars.length && (
        <p className="section__more">
          <a className="button button--ghost" href={`/cars?brand=${brand.slug}`}>
            {fill(content.seeAllBrandEvs, { count: total, brand: brand.name })}
          </a>
        </p>
      )}
    </section>
  );
}

/** The lenders and their rates, as a table; or, with none confirmed, where else to look. */
function LoanPartners({ brand, partners }: { brand: Brand; partners: readonly LoanPartnerView[] }) {
  const hasPage = useHasPage();
  const { content } = useText();
  // Partners' rates checked on one day against one source get one 'Verified' line under the table, not one a row.
  const [first] = partners;
  const checked =
    first && partners.every(({ rate }) => rate.asOf === first.rate.asOf && rate.source === first.rate.source) ? first.rate : undefined;
  return (
    <section className="panel" aria-labelledby="loans-title">
      <h2 id="loans-title">
        <Icon name="rupee" />
        {` ${content.carLoans}`}
      </h2>
      {partners.length === 0 ? (
        <p>
          {fill(content.loansNone, { brand: brand.name })}
          {hasPage('/ev-loans') ? (
            <>
              {content.loansNoneOn}
              <a href="/ev-loans">{content.evLoans}</a>
              {content.loansNoneAfterLink}
            </>
          ) : null}
          {content.loansNoneEnd}
        </p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">{fill(content.lendersCaption, { brand: brand.name })}</caption>
          <TableHead columns={[content.lender, content.interestRateYear]} />
          <tbody>
            {partners.map((partner) => (
              <tr key={partner.name}>
                <th scope="row">
                  {partner.name}
                  {partner.note && (
                    <span className="table__note" lang={langOf(brand, 'loanPartners')}>
                      {partner.note}
                    </span>
                  )}
                </th>
                <td>
                  {formatRate(partner.rate)}
                  {!checked && (
                    <span className="table__note">
                      <Verified asOf={partner.rate.asOf} source={partner.rate.source} />
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {checked && (
        <p className="muted small">
          <Verified asOf={checked.asOf} source={checked.source} />
        </p>
      )}
      {partners.length > 0 && <p className="muted small">{content.ratesIndicative}</p>}
    </section>
  );
}

/** The insurers and what each covers; or, with none confirmed, what to ask any insurer for. */
function InsurancePartners({ brand }: { brand: Brand }) {
  const hasPage = useHasPage();
  const { content } = useText();
  return (
    <section className="panel" aria-labelledby="insurance-title">
      <h2 id="insurance-title">
        <Icon name="shield" />
        {` ${content.insurance}`}
      </h2>
      {brand.insurancePartners.length === 0 && (
        <p>
          {fill(content.insuranceNone, { brand: brand.name })}
          {hasPage('/ev-insurance') ? (
            <>
              {content.insuranceNoneSee}
              <a href="/ev-insurance">{content.evInsurance}</a>
              {content.insuranceNoneAfterLink}
            </>
          ) : null}
          {content.insuranceNoneEnd}
        </p>
      )}
      {brand.insurancePartners.length > 0 && (
        <ul className="insurers">
          {brand.insurancePartners.map((partner) => (
            <li key={partner.name}>
              <h3>{partner.name}</h3>
              <TickList items={partner.coverage} lang={langOf(brand, 'insurancePartners')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A brand's page: who they are, their EVs, and loan and insurance partners. */
export function BrandPage({ brand, loanPartners, cars, total, crumbs }: BrandPageProps) {
  const hasPage = useHasPage();
  const { content } = useText();
  return (
    <div className="container page brand-page">
      <Breadcrumbs crumbs={crumbs} />
      <BrandHeader brand={brand} total={total} />
      <BrandCars brand={brand} cars={cars} total={total} />
      <div className="partner-columns">
        <LoanPartners brand={brand} partners={loanPartners} />
        <InsurancePartners brand={brand} />
      </div>
      <p className="page-links">
        {hasPage('/calculator') && (
          <a className="button button--primary" href="/calculator">
            {content.calculateYourSavingsBrand}
          </a>
        )}
        <a className="button button--ghost" href="/cars">
          {content.browseAllElectricCars}
        </a>
      </p>
    </div>
  );
}
