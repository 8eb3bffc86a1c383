import type { Brand, Car } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import {
  formatBattery,
  formatFastCharge,
  formatPower,
  formatPriceRange,
  formatRange,
  formatRate,
  type LoanPartnerView,
} from '../../src/domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CarArt } from '../components/CarArt.tsx';
import { Icon } from '../components/Icon.tsx';
import { Stars } from '../components/Stars.tsx';
import { Verified } from '../components/Verified.tsx';
import { useHasPage } from '../layout/site-context.ts';

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

/** At most this many key features on a brand page card, then '+N more'. */
const SHOWN_FEATURES = 2;

function BrandCarCard({ car }: { car: Car }) {
  const hidden = car.keyFeatures.length - SHOWN_FEATURES;
  return (
    <article className="brand-car">
      <div className="brand-car__media">
        <CarArt car={car} />
        <span className="badge brand-car__body">{car.bodyType}</span>
      </div>
      <div className="brand-car__body-text">
        <h3>
          <a href={`/cars/${car.id}`}>{car.name}</a>
        </h3>
        {car.status && (
          <p>
            <span className="badge badge--warning">Discontinued</span>
          </p>
        )}
        <Stars rating={car.rating} criteria={car.scoreCriteria} />
        <p className="brand-car__price">{formatPriceRange(car.price)}</p>
        <dl className="spec-grid">
          <div>
            <dt>Range</dt>
            <dd>{formatRange(car)}</dd>
          </div>
          <div>
            <dt>Battery</dt>
            <dd>{formatBattery(car)}</dd>
          </div>
          <div>
            <dt>Power</dt>
            <dd>{formatPower(car)}</dd>
          </div>
          <div>
            <dt>Fast charge</dt>
            <dd>{formatFastCharge(car)}</dd>
          </div>
        </dl>
        <ul className="chips" aria-label="Key features">
          {car.keyFeatures.slice(0, SHOWN_FEATURES).map((feature) => (
            <li key={feature} className="chip">
              {feature}
            </li>
          ))}
          {hidden > 0 && <li className="chip chip--more">+{hidden} more</li>}
        </ul>
        <p className="brand-car__description">{car.description}</p>
        <p className="brand-car__actions">
          <a className="button button--primary" href={`/cars/${car.id}`} aria-label={`View details of the ${car.name}`}>
            View Details
          </a>
          {/* A link, so brand pages need no JavaScript: the compare page adds the car to the tray. */}
          <a className="button button--ghost" href={`/compare?add=${car.id}`} aria-label={`Compare the ${car.name}`}>
            <Icon name="compare" size={18} /> Compare
          </a>
        </p>
      </div>
    </article>
  );
}

/** A brand's page: who they are, their EVs, and loan and insurance partners. */
export function BrandPage({ brand, loanPartners, cars, total, crumbs }: BrandPageProps) {
  const hasPage = useHasPage();
  // Partners' rates checked on one day against one source get one 'Verified' line under the table, not one a row.
  const [first] = loanPartners;
  const checked =
    first && loanPartners.every(({ rate }) => rate.asOf === first.rate.asOf && rate.source === first.rate.source) ? first.rate : undefined;
  return (
    <div className="container page brand-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="brand-header">
        <img className="brand-header__logo" src={`/${brand.logo}`} alt={`${brand.name} logo`} width={240} height={64} />
        <div>
          <h1>{brand.name} electric cars</h1>
          <p className="lede">{brand.description}</p>
          <dl className="brand-facts">
            <div>
              <dt>Established</dt>
              <dd>{brand.established}</dd>
            </div>
            <div>
              <dt>Headquarters</dt>
              <dd>{brand.headquarters}</dd>
            </div>
            <div>
              <dt>Electric models</dt>
              <dd>{total}</dd>
            </div>
            <div>
              <dt>Website</dt>
              <dd>
                <a href={brand.website} rel="noopener">
                  {new URL(brand.website).hostname}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <section className="section section--flush" aria-labelledby="brand-cars-title">
        <h2 id="brand-cars-title">{brand.name} EVs on sale</h2>
        <div className="card-grid">
          {cars.map((car) => (
            <BrandCarCard key={car.id} car={car} />
          ))}
        </div>
        {total > cars.length && (
          <p className="section__more">
            <a className="button button--ghost" href={`/cars?brand=${brand.slug}`}>
              See all {total} {brand.name} EVs in the directory
            </a>
          </p>
        )}
      </section>

      <div className="partner-columns">
        <section className="panel" aria-labelledby="loans-title">
          <h2 id="loans-title">
            <Icon name="rupee" /> Car loans
          </h2>
          {loanPartners.length === 0 ? (
            <p>
              No finance partner of {brand.name} is confirmed yet. Any bank's car loan will do: compare their rates
              {hasPage('/ev-loans') ? (
                <>
                  {' on '}
                  <a href="/ev-loans">EV loans</a>
                </>
              ) : null}
              , and ask the dealer about the maker's own offers.
            </p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">Lenders financing {brand.name} cars and their interest rates</caption>
              <thead>
                <tr>
                  <th scope="col">Lender</th>
                  <th scope="col">Interest rate (a year)</th>
                </tr>
              </thead>
              <tbody>
                {loanPartners.map((partner) => (
                  <tr key={partner.name}>
                    <th scope="row">
                      {partner.name}
                      {partner.note && <span className="table__note">{partner.note}</span>}
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
          {loanPartners.length > 0 && (
            <p className="muted small">Rates are indicative and depend on your credit profile; confirm with the lender.</p>
          )}
        </section>
        <section className="panel" aria-labelledby="insurance-title">
          <h2 id="insurance-title">
            <Icon name="shield" /> Insurance
          </h2>
          {brand.insurancePartners.length === 0 && (
            <p>
              No insurance partner of {brand.name} is confirmed yet. Any general insurer covers an electric car; ask for a battery
              protection add-on
              {hasPage('/ev-insurance') ? (
                <>
                  {' (see '}
                  <a href="/ev-insurance">EV insurance</a>)
                </>
              ) : null}
              .
            </p>
          )}
          {brand.insurancePartners.length > 0 && (
            <ul className="insurers">
              {brand.insurancePartners.map((partner) => (
                <li key={partner.name}>
                  <h3>{partner.name}</h3>
                  <ul className="ticks">
                    {partner.coverage.map((item) => (
                      <li key={item}>
                        <Icon name="check" size={16} /> {item}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <p className="page-links">
        {hasPage('/calculator') && (
          <a className="button button--primary" href="/calculator">
            Calculate your savings
          </a>
        )}
        <a className="button button--ghost" href="/cars">
          Browse all electric cars
        </a>
      </p>
    </div>
  );
}
