import { Icon } from '../components/Icon.tsx';
import { legalLinks, quickLinks } from '../../src/domain/nav.ts';
import { useHasPage, useSite } from './site-context.ts';
import { useText } from '../i18n/context.ts';

/** Quick links, popular EVs, legal links and how to reach us. */
export function SiteFooter() {
  const { settings, popularCars: popular, buildDate } = useSite();
  const hasPage = useHasPage();
  const text = useText();
  const legal = legalLinks.filter((link) => hasPage(link.href));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <Icon name="bolt" size={18} /> {settings.name}
          </h2>
          <p>{settings.description}</p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{text.layout.quickLinks}</h2>
          <ul>
            <li>
              <a href="/">{text.layout.home}</a>
            </li>
            {quickLinks
              .filter((link) => hasPage(link.href))
              .map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{text.nav[link.href]}</a>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-popular">
          <h2 id="footer-popular">{text.layout.popularEvs}</h2>
          <ul>
            {popular.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.id}`}>{car.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{text.layout.getInTouch}</h2>
          <ul className="site-footer__contact">
            <li>
              <Icon name="mail" size={16} /> <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </li>
            <li>
              <Icon name="pin" size={16} /> {settings.location.city}, {settings.location.state}, {settings.location.country}
            </li>
          </ul>
          {legal.length > 0 && (
            <ul className="site-footer__legal">
              {legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{text.nav[link.href]}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="container site-footer__base">
        <p>
          © {buildDate.getUTCFullYear()} {settings.name}. {text.layout.footerNote}
        </p>
      </div>
    </footer>
  );
}
