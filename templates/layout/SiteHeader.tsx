import { Icon } from '../components/Icon.tsx';
import type { ReactNode } from 'react';
import { buyingNav, finderHref, FINDER_PATH, headerLinks, isCurrent, mainNav, SEARCH_PATH, type SiteLink } from '../../src/domain/nav.ts';
import { useHasPage, useSite } from './site-context.ts';
import { fill, useText } from '../i18n/context.ts';

/** Brands, each with its cars, for the Brands menu. */
function BrandsMenu({ idPrefix }: { idPrefix: string }) {
  const { menu, currentPath } = useSite();
  const text = useText();
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
                  {fill(text.layout.allBrandEvs, { count: brand.total, brand: brand.name })}
                </a>
              </li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The links of the site that are built, each marked when it is this page or this page is inside its section. */
function NavLinks({ links }: { links: readonly SiteLink[] }) {
  const { currentPath } = useSite();
  const hasPage = useHasPage();
  const text = useText();
  return (
    <>
      {links
        .filter((item) => hasPage(item.href))
        .map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="nav__link"
              aria-current={currentPath === item.href ? 'page' : isCurrent(item.href, currentPath) ? 'true' : undefined}
            >
              {text.nav[item.href]}
            </a>
          </li>
        ))}
    </>
  );
}

/**
 * A menu behind its toggle, a <details> so it works without JavaScript (the loader closes it on a followed link,
 * Escape and a click outside): a dropdown in the desktop bar, a section of the phone menu.
 */
function MenuDisclosure({
  id,
  label,
  className,
  open,
  toggleClass,
  panelClass,
  children,
}: {
  id: string;
  label: string;
  className: string;
  open?: boolean;
  toggleClass?: string;
  panelClass: string;
  children: ReactNode;
}) {
  return (
    <details className={className} open={open}>
      <summary className={toggleClass} id={id}>
        {label} <Icon name="chevron" size={16} />
      </summary>
      <div className={panelClass}>{children}</div>
    </details>
  );
}

/** The desktop bar's Buying menu: compare, incentives, loans; none of it when none of their pages is built. */
function BuyingMenu() {
  const { currentPath } = useSite();
  const hasPage = useHasPage();
  const text = useText();
  if (!buyingNav.some((link) => hasPage(link.href))) return null;
  const current = buyingNav.some((link) => isCurrent(link.href, currentPath));
  return (
    <li>
      <MenuDisclosure
        id="desktop-buying"
        label={text.layout.buying}
        className="dropdown"
        toggleClass={`nav__link dropdown__toggle${current ? ' is-current' : ''}`}
        panelClass="dropdown__panel dropdown__panel--links"
      >
        <ul className="dropdown__links" aria-labelledby="desktop-buying">
          <NavLinks links={buyingNav} />
        </ul>
      </MenuDisclosure>
    </li>
  );
}

/**
 * The sticky top bar: logo, main links, the Brands and Buying menus and 'Find Your EV'; a slide-out menu on phones,
 * which lists every link flat.
 */
export function SiteHeader() {
  const { settings, currentPath } = useSite();
  const hasPage = useHasPage();
  const text = useText();
  const brandsCurrent = currentPath.startsWith('/brands/');
  // The finder when it is built; else the home page's top cars, the nearest thing to it.
  const finder = finderHref(hasPage);
  const finderCurrent = currentPath === FINDER_PATH ? 'page' : undefined;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href="/" className="logo" aria-label={fill(text.layout.homeLabel, { name: settings.name })}>
          <span className="logo__mark">
            <Icon name="bolt" size={18} />
          </span>
          <span className="logo__text">{settings.name}</span>
        </a>

        <nav className="nav nav--desktop" aria-label={text.layout.mainNav}>
          <ul className="nav__list">
            <NavLinks links={mainNav} />
            <li>
              <MenuDisclosure
                id="desktop-brands"
                label={text.layout.brands}
                className="dropdown"
                toggleClass={`nav__link dropdown__toggle${brandsCurrent ? ' is-current' : ''}`}
                panelClass="dropdown__panel brands-menu"
              >
                <BrandsMenu idPrefix="desktop" />
              </MenuDisclosure>
            </li>
            <BuyingMenu />
          </ul>
        </nav>

        {/* A link, not a dialog: a page without islands ships no JavaScript, and /search works from all of them. */}
        <a
          href={SEARCH_PATH}
          className="site-header__search"
          aria-label={text.layout.searchSite}
          aria-current={currentPath === SEARCH_PATH ? 'page' : undefined}
        >
          <Icon name="search" size={20} />
        </a>

        <a href={finder} className="button button--primary site-header__cta" aria-current={finderCurrent}>
          {text.layout.findYourEv}
        </a>

        <details className="mobile-menu">
          <summary className="mobile-menu__toggle" aria-label={text.layout.menu}>
            <span className="mobile-menu__open">
              <Icon name="menu" />
            </span>
            <span className="mobile-menu__close">
              <Icon name="close" />
            </span>
          </summary>
          <nav className="mobile-menu__panel" aria-label={text.layout.mainNavMobile}>
            <ul className="mobile-menu__list">
              <NavLinks links={headerLinks} />
            </ul>
            <MenuDisclosure
              id="mobile-brands"
              label={text.layout.brands}
              className="mobile-menu__brands"
              open={brandsCurrent}
              panelClass="brands-menu"
            >
              <BrandsMenu idPrefix="mobile" />
            </MenuDisclosure>
            <a href={finder} className="button button--primary button--block" aria-current={finderCurrent}>
              {text.layout.findYourEv}
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}
