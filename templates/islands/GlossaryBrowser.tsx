import { useEffect, useMemo, useState } from 'react';
import { decodeUrlPart, glossaryView, LETTERS, letterOf, parseLetter } from '../../src/domain/index.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { SearchInput } from '../components/SearchControls.tsx';
import { searchBoxProps } from '../components/search-box.ts';

/** A glossary term as the page shows it; `slug` is its stable anchor. */
export interface GlossaryEntry {
  term: string;
  slug: string;
  definition: string;
  related?: readonly { text: string; url: string }[];
}

function TermCard({ entry, open, onToggle }: { entry: GlossaryEntry; open: boolean; onToggle: (open: boolean) => void }) {
  return (
    <details id={entry.slug} className="term" open={open} onToggle={(event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        <span className="term__name">{entry.term}</span>
        <Icon name="chevron" size={18} />
      </summary>
      <div className="term__body">
        <p>{entry.definition}</p>
        {entry.related && entry.related.length > 0 && (
          <p className="term__related">
            See also:{' '}
            {entry.related.map((link, index) => (
              <span key={link.url}>
                {index > 0 && ', '}
                <a href={link.url}>{link.text}</a>
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

/** The server's view: every term, grouped by letter, so every anchor exists and nothing needs a script. */
function AllTerms({
  terms,
  available,
  open,
  toggle,
}: {
  terms: readonly GlossaryEntry[];
  available: ReadonlySet<string>;
  open: ReadonlySet<string>;
  toggle: Toggle;
}) {
  return LETTERS.filter((item) => available.has(item)).map((item) => (
    <section key={item} aria-labelledby={`letter-${item}`} className="glossary__group">
      <h2 id={`letter-${item}`} className="glossary__letter">
        {item}
      </h2>
      {terms
        .filter((entry) => letterOf(entry.term) === item)
        .map((entry) => (
          <TermCard key={entry.slug} entry={entry} open={open.has(entry.slug)} onToggle={toggle(entry.slug)} />
        ))}
    </section>
  ));
}

/** The A-Z bar; a letter without terms is disabled. */
function LetterBar({
  letter,
  available,
  onChoose,
}: {
  letter: string;
  available: ReadonlySet<string>;
  onChoose: (letter: string) => void;
}) {
  return (
    <nav className="letter-bar" aria-label="Browse by letter">
      {LETTERS.map((item) => (
        <button
          key={item}
          type="button"
          className="letter-bar__letter"
          aria-pressed={item === letter}
          disabled={!available.has(item)}
          onClick={() => onChoose(item)}
        >
          {item}
        </button>
      ))}
    </nav>
  );
}

/**
 * The glossary: search over terms and definitions, an A-Z bar (letters without terms disabled) starting at
 * `initialLetter` or ?letter=, and term cards that open and close independently (<details>, each with its
 * anchor). Before hydration, and without JavaScript, every term is listed under its letter.
 */
export function GlossaryBrowser({ terms, initialLetter }: { terms: readonly GlossaryEntry[]; initialLetter: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [letter, setLetter] = useState(initialLetter);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const available = useMemo(() => new Set(terms.map((entry) => letterOf(entry.term))), [terms]);

  useEffect(() => {
    const fromUrl = () => {
      const anchor = decodeUrlPart(window.location.hash.slice(1));
      const target = terms.find((entry) => entry.slug === anchor);
      if (target) {
        setLetter(letterOf(target.term));
        setOpen((current) => new Set([...current, target.slug]));
        requestAnimationFrame(() => document.getElementById(target.slug)?.scrollIntoView({ block: 'start' }));
      } else setLetter(parseLetter(window.location.search, initialLetter));
    };
    fromUrl();
    setEnhanced(true);
    window.addEventListener('hashchange', fromUrl);
    return () => window.removeEventListener('hashchange', fromUrl);
  }, [terms, initialLetter]);

  const toggle: Toggle = (slug) => (isOpen) => setOpen((current) => withTerm(current, slug, isOpen));

  const chooseLetter = (next: string) => {
    setLetter(next);
    window.history.replaceState(null, '', `${window.location.pathname}?letter=${next}`);
  };

  if (!enhanced) {
    // The same <div> as the enhanced view's, so hydration keeps its element and only its content changes.
    return (
      <div className="glossary">
        <AllTerms terms={terms} available={available} open={open} toggle={toggle} />
      </div>
    );
  }

  const shown = glossaryView(terms, letter, search);
  const searching = search.trim() !== '';
  return (
    <div className="glossary">
      <SearchInput boxClass="glossary__search" {...searchBoxProps('Search terms', 'Search terms and definitions...', search, setSearch)} />
      {!searching && <LetterBar letter={letter} available={available} onChoose={chooseLetter} />}
      <p className="visually-hidden" role="status">
        {shown.length} terms
      </p>
      {shown.length > 0 ? (
        <section aria-label={searching ? 'Search results' : `Terms starting with ${letter}`}>
          {!searching && <h2 className="glossary__letter">{letter}</h2>}
          {shown.map((entry) => (
            <TermCard key={entry.slug} entry={entry} open={open.has(entry.slug)} onToggle={toggle(entry.slug)} />
          ))}
        </section>
      ) : searching ? (
        <EmptyState title={`No terms found for "${search.trim()}"`}>Try a different search term or browse by letter.</EmptyState>
      ) : (
        <EmptyState title={`No terms starting with "${letter}"`}>
          This section is coming soon! Try another letter or use the search function.
        </EmptyState>
      )}
    </div>
  );
}
