import { hasHindi, localeInfo, localePath, siteLanguages } from '../../src/domain/locale.ts';
import { useLocale, useText } from '../i18n/context.ts';
import { useSite } from './site-context.ts';

/**
 * The strip above the header on a site of several languages: the link to this page in the other language, and, on
 * English pages, the one-line offer of the Hindi page (hidden until the page's language script finds the browser
 * prefers Hindi and no language was picked on this device: layout/language-script.ts). It is the page's own, not the
 * shared header's, since its links are this page's twin. Its links carry `hreflang`, which keeps them as written.
 */
export function LanguageBar() {
  const { currentPath, settings } = useSite();
  const locale = useLocale();
  const text = useText();
  const other = siteLanguages(settings).find((each) => each !== locale);
  if (!other) return null;
  return (
    <nav className="language-bar" aria-label={text.layout.languageNav}>
      <div className="container language-bar__inner">
        {locale === 'en' && hasHindi(settings) && (
          <p className="language-bar__offer" lang={localeInfo.hi.lang} hidden data-language-offer="">
            {text.layout.languageOffer}{' '}
            <a hrefLang={localeInfo.hi.hreflang} href={localePath(currentPath, 'hi')} data-lang="hi">
              {text.layout.languageOfferLink}
            </a>{' '}
            <button type="button" className="language-bar__dismiss" lang={localeInfo.en.lang} data-lang="en">
              {text.layout.languageOfferDismiss}
            </button>
          </p>
        )}
        <a
          hrefLang={localeInfo[other].hreflang}
          href={localePath(currentPath, other)}
          lang={localeInfo[other].lang}
          className="language-bar__switch"
          aria-label={text.layout.otherLanguageLabel}
          data-lang={other}
        >
          {text.layout.otherLanguage}
        </a>
      </div>
    </nav>
  );
}
