import { useHasPage } from '../layout/site-context.ts';
import { useText } from '../i18n/context.ts';
import { safeJson } from '../layout/safe-json.ts';

/** A car the 404 page can suggest: its id, name, and the keys an address may be near (id, old ids, name as a slug). */
export interface SuggestableCar {
  id: string;
  name: string;
  keys: readonly string[];
}

/**
 * The 404 page. A static host serves this one file for every unknown path, so it carries each section's own
 * message ('Car not found' under /cars/, and so on); a small script shows the one that matches the path and hides the general one.
 */
export function NotFoundPage({ cars }: { cars: readonly SuggestableCar[] }) {
  const hasPage = useHasPage();
  const { content } = useText();
  const sections = [
    { section: 'cars', title: content.carNotFound, text: content.carNotFoundText, href: '/cars', link: content.browseAllCars },
    { section: 'brands', title: content.brandNotFound, text: content.brandNotFoundText, href: '/cars', link: content.viewAllCars },
    { section: 'blog', title: content.postNotFound, text: content.postNotFoundText, href: '/blog', link: content.backToBlog },
  ].filter((message) => hasPage(message.href));
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <div className="not-found__message" data-section="">
        <h1>{content.pageNotFound}</h1>
        <p className="lede">{content.pageNotFoundText}</p>
        <a className="button button--primary" href="/">
          {content.returnHome}
        </a>
      </div>
      {sections.map((message) => (
        <div key={message.section} className="not-found__message" data-section={message.section} hidden>
          <h1>{message.title}</h1>
          <p className="lede">{message.text}</p>
          {message.section === 'cars' && (
            // Filled by the page's script with the cars whose addresses are nearest the one asked for.
            <nav className="not-found__suggest" aria-labelledby="did-you-mean" hidden>
              <h2 id="did-you-mean">{content.didYouMean}</h2>
              <ul />
            </nav>
          )}
          <p className="not-found__actions">
            <a className="button button--primary" href={message.href}>
              {message.link}
            </a>
            <a className="button button--ghost" href="/">
              {content.returnHome}
            </a>
          </p>
        </div>
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes <, > and &, so the names cannot end their script element */}
      <script type="application/json" id="car-names" dangerouslySetInnerHTML={{ __html: safeJson(cars) }} />
    </div>
  );
}
