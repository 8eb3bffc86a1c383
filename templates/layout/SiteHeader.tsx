import { Icon } from '../components/Icon.tsx';
import { isCurrent, mainNav, SEARCH_PATH } from '../../src/domain/nav.ts';
import { useHasPage, useSite } from './site-context.ts';

/** Brands, each with its cars, for the Brands menu. */
function BrandsMenu({ idPrefix }: { idPrefix: string }) {
  const { menu, currentPath } = useSite();
  return (
    <ul className="brands-menu__list" aria-labelledby={`${idPrefix}-brands`}>
      {menu.map((brand) => (
        <li key={brand.slug} className="brands-menu__brand">
          <a
            href={`/brands/${brand.slug}`}
            className="brands-menu__brand-link"
            aria-current={currentPath === `/brands/${brand.slug}` ? 'page' : undefined}
          >
            {brand.name}
          </a>
          <ul className="brands-menu__cars">
            {brand.cars.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.id}`} aria-current={currentPath === `/cars/${car.id}` ? 'page' : undefined}>
                  {car.name}
                </a>
              </li>
            ))}
            {brand.total > brand.cars.length && (
              <li>
                <a href={`/brands/${brand.slug}`} className="brands-menu__all">
                  All {brand.total} {brand.name} EVs
                </a>
              </li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function NavLinks() {
  const { currentPath } = useSite();
  const hasPage = useHasPage();
  return (
    <>
      {mainNav
        .filter((item) => hasPage(item.href))
        .map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="nav__link"
              aria-current={currentPath === item.href ? 'page' : isCurrent(item.href, currentPath) ? 'true' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
    </>
  );
}

/** The Brands menu behind its toggle: a dropdown in the desktop bar, a section of the phone menu. */
function BrandsDisclosure({
  idPrefix,
  className,
  open,
  toggleClass,
  panelClass,
}: {
  idPrefix: 'desktop' | 'mobile';
  className: string;
  open?: boolean;
  toggleClass?: string;
  panelClass: string;
}) {
  return (
    <details className={className} open={open}>
      <summary className={toggleClass} id={`${idPrefix}-brands`}>
        Brands <Icon name="chevron" size={16} />
      </summary>
      <div className={panelClass}>
        <BrandsMenu idPrefix={idPrefix} />
      </div>
    </details>
  );
}

/** The sticky top bar: logo, main links, the Brands menu and 'Find Your EV'; a slide-out menu on phones. */
export function SiteHeader() {
  const { settings, currentPath } = useSite();
  const brandsCurrent = currentPath.startsWith('/brands/');
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href="/" className="logo" aria-label={`${settings.name}, home`}>
          <span className="logo__mark">
            <Icon name="bolt" size={18} />
          </span>
          <span className="logo__text">{settings.name}</span>
        </a>

        <nav className="nav nav--desktop" aria-label="Main">
          <ul className="nav__list">
            <NavLinks />
            <li>
              <BrandsDisclosure
                idPrefix="desktop"
                className="dropdown"
                toggleClass={`nav__link dropdown__toggle${brandsCurrent ? ' is-current' : ''}`}
                panelClass="dropdown__panel brands-menu"
              />
            </li>
          </ul>
        </nav>

        {/* A link, not a dialog: a page without islands ships no JavaScript, and /search works from all of them. */}
        <a
          href={SEARCH_PATH}
          className="site-header__search"
          aria-label="Search the site"
          aria-current={currentPath === SEARCH_PATH ? 'page' : undefined}
        >
          <Icon name="search" size={20} />
        </a>

        <a href="/#top-evs" className="button button--primary site-header__cta">
          Find Your EV
        </a>

        <details className="mobile-menu">
          <summary className="mobile-menu__toggle" aria-label="Menu">
            <span className="mobile-menu__open">
              <Icon name="menu" />
            </span>
            <span className="mobile-menu__close">
              <Icon name="close" />
            </span>
          </summary>
          <nav className="mobile-menu__panel" aria-label="Main (mobile)">
            <ul className="mobile-menu__list">
              <NavLinks />
            </ul>
            <BrandsDisclosure idPrefix="mobile" className="mobile-menu__brands" open={brandsCurrent} panelClass="brands-menu" />
            <a href="/#top-evs" className="button button--primary button--block">
              Find Your EV
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}
