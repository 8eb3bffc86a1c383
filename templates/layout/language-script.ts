import { LANGUAGE_KEY } from '../../src/domain/locale.ts';

/**
 * The one inline script of every page, at the end of its body: it remembers the language a visitor picks (the
 * header's switch, the offer's links carry `data-lang`), and shows the one-line offer of the Hindi page to a visitor
 * whose browser prefers Hindi and who has not picked a language yet. It never sends anyone elsewhere by itself. The
 * Content-Security-Policy allows it by its hash (src/csp.ts). Written by hand and minified; keep it tiny.
 */
export const LANGUAGE_SCRIPT = `{let k="${LANGUAGE_KEY}",o=document.querySelector("[data-language-offer]");try{let p=navigator.languages.find(l=>/^(hi|en)\\b/i.test(l))||"";o&&!localStorage.getItem(k)&&/^hi/i.test(p)&&(o.hidden=!1)}catch{}addEventListener("click",e=>{let a=e.target.closest?.("[data-lang]");if(!a)return;try{localStorage.setItem(k,a.dataset.lang)}catch{}o&&a.tagName=="BUTTON"&&(o.hidden=!0)})}`;
