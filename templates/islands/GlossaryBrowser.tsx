import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { decodeUrlPart } from '../../src/domain/format.ts';
import { glossaryView, LETTERS, parseLetter, termLetter } from '../../src/domain/glossary.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { SearchInput } from '../components/SearchControls.tsx';
import { searchBoxProps } from '../components/search-box.ts';
import { fill, useHref, useText } from '../i18n/context.ts';

/** A glossary term as the page shows it; `slug` is its stable anchor. */
export interface GlossaryEntry {
  term: string;
  slug: string;
  definition: string;
  related?: readonly { text: string; url: string }[];
  /** The language of the definition when it is not the page's: "en" on the Hindi page while it has no Hindi. */
  lang?: 'en';
}

function TermCard({ entry, open, onToggle }: { entry: GlossaryEntry; open: boolean; onToggle: (open: boolean) => void }) {
  const to = useHref();
  const text = useText();
  return (
    <details id={entry.slug} className="term" open={open} onToggle={(event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        <span className="term__name">{entry.term}</span>
        <Icon name="chevron" size={18} />
      </summary>
      <div className="term__body">
        <p lang={entry.lang}>{entry.definition}</p>
        {entry.related && entry.related.length > 0 && (
          <p className="term__related">
            {text.content.seeAlso}{' '}
            {entry.related.map((link, index) => (
              <span key={link.url}>
                {index > 0 && ', '}
                <a href={to(link.url)}>{link.text}</a>
              </span>
            ))}
          </p>
        )}
      </div>
    </details>
  );
}

type Toggle = (slug: string) => (open: boolean) => void;

/** The open terms with `slug` opened or closed; the same set when that changes nothing, so React skips the render. */
function withTerm(open: ReadonlySet<string>, slug: string, isOpen: boolean): ReadonlySet<string> {
  if (isOpen === open.has(slug)) return open;
  const next = new Set(open);
  if (isOpen) next.add(slug);
  else next.delete(slug);
  return next;
}

/**
 * Every letter's terms, each letter a section, `letter`'s shown. Until hydrated (and without JavaScript) all are
 * in the page and CSS shows the one the URL's #anchor is in, or the first letter: the letter bar's links switch
 * them like tabs. Hydrated, the island hides the others itself, so hydration changes nothing on screen.
 */
const LetterSections = memo(function LetterSections({
  terms,
  letters,
  letter,
  initialLetter,
  enhanced,
  open,
  toggle,
}: {
  terms: readonly GlossaryEntry[];
  letters: readonly string[];
  letter: string;
  initialLetter: string;
  enhanced: boolean;
  open: ReadonlySet<string>;
  toggle: Toggle;
}) {
  return letters.map((item) => (
    <section
      key={item}
      aria-labelledby={`letter-${item}`}
      className={item === initialLetter ? 'glossary__group is-initial' : 'glossary__group'}
      hidden={enhanced && item !== letter}
    >
      <h2 id={`letter-${item}`} className="glossary__letter">
        {item}
      </h2>
      {terms
        .filter((entry) => termLetter(entry) === item)
        .map((entry) => (
          <TermCard key={entry.slug} entry={entry} open={open.has(entry.slug)} onToggle={toggle(entry.slug)} />
        ))}
    </section>
  ));
});

/** The A-Z bar: links to each letter's section (a letter without terms is a disabled button). */
function LetterBar({
  letter,
  available,
  onChoose,
}: {
  letter: string;
  available: ReadonlySet<string>;
  /** Until hydrated, none: the links follow their #anchors, and CSS marks the letter shown. */
  onChoose?: ((letter: string) => void) | undefined;
}) {
  const text = useText();
  return (
    <nav className="letter-bar" aria-label={text.content.browseByLetter}>
      {LETTERS.map((item) =>
        available.has(item) ? (
          <a
            key={item}
            className={item === letter ? 'letter-bar__letter is-initial' : 'letter-bar__letter'}
            href={`#letter-${item}`}
            aria-current={onChoose && item === letter ? 'true' : undefined}
            onClick={(event) => {
              if (!onChoose) return;
              event.preventDefault();
              onChoose(item);
            }}
          >
            {item}
          </a>
        ) : (
          <button key={item} type="button" className="letter-bar__letter" disabled>
            {item}
          </button>
        ),
      )}
    </nav>
  );
}

/**
 * The glossary: search over terms and definitions, an A-Z bar (letters without terms disabled) starting at
 * `initialLetter`, ?letter= or the letter of the #anchor, and term cards that open and close independently
 * (<details>, each with its anchor). Before hydration the letters switch through their #anchors (see LetterSections).
 */
export function GlossaryBrowser({ terms, initialLetter }: { terms: readonly GlossaryEntry[]; initialLetter: string }) {
  const text = useText();
  const [enhanced, setEnhanced] = useState(false);
  const [letter, setLetter] = useState(initialLetter);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const available = useMemo(() => new Set(terms.map((entry) => termLetter(entry))), [terms]);

  useEffect(() => {
    const fromUrl = () => {
      const anchor = decodeUrlPart(window.location.hash.slice(1));
      const target = terms.find((entry) => entry.slug === anchor);
      const letterAnchor = /^letter-([A-Z])$/.exec(anchor)?.[1];
      if (target) {
        setLetter(termLetter(target));
        setOpen((current) => new Set([...current, target.slug]));
        requestAnimationFrame(() => document.getElementById(target.slug)?.scrollIntoView({ block: 'start' }));
      } else if (letterAnchor) setLetter(letterAnchor);
      else setLetter(parseLetter(window.location.search, initialLetter));
    };
    fromUrl();
    setEnhanced(true);
    window.addEventListener('hashchange', fromUrl);
    return () => window.removeEventListener('hashchange', fromUrl);
  }, [terms, initialLetter]);

  const toggle: Toggle = useCallback((slug) => (isOpen) => setOpen((current) => withTerm(current, slug, isOpen)), []);

  const chooseLetter = (next: string) => {
    setLetter(next);
    window.history.replaceState(null, '', `${window.location.pathname}?letter=${next}`);
  };

  // The box follows each key at once; the results follow in a render that yields to the browser.
  const query = useDeferredValue(search);
  const searching = query.trim() !== '';
  const shown = useMemo(() => glossaryView(terms, letter, query), [terms, letter, query]);
  const letters = useMemo(() => LETTERS.filter((item) => available.has(item)), [available]);
  return (
    <div className={enhanced ? 'glossary is-enhanced' : 'glossary'}>
      <SearchInput
        boxClass="glossary__search needs-script"
        {...searchBoxProps(text.content.searchTerms, text.content.searchTermsPlaceholder, search, setSearch)}
      />
      {!searching && <LetterBar letter={letter} available={available} onChoose={enhanced ? chooseLetter : undefined} />}
      <p className="visually-hidden" role="status">
        {enhanced ? fill(text.content.termsCount, { count: shown.length }) : ''}
      </p>
      {searching &&
        (shown.length > 0 ? (
          <section aria-label={text.content.searchResults}>
            {shown.map((entry) => (
              <TermCard key={entry.slug} entry={entry} open={open.has(entry.slug)} onToggle={toggle(entry.slug)} />
            ))}
          </section>
        ) : (
          <EmptyState title={fill(text.content.noTermsFound, { query: query.trim() })}>{text.content.noTermsFoundHint}</EmptyState>
        ))}
      {/* Kept while searching (hidden), so that a search and its end do not rebuild every letter's terms. */}
      <div className="glossary__letters" hidden={searching}>
        <LetterSections
          terms={terms}
          letters={letters}
          letter={letter}
          initialLetter={initialLetter}
          enhanced={enhanced}
          open={open}
          toggle={toggle}
        />
        {!available.has(letter) && (
          <EmptyState title={fill(text.content.noTermsLetter, { letter })}>{text.content.noTermsLetterHint}</EmptyState>
        )}
      </div>
    </div>
  );
}
