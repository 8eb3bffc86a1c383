import type { ComponentProps, FormEvent, ReactNode } from 'react';
import type { SearchEntry } from '../../src/domain/search.ts';
import { Icon } from './Icon.tsx';
import { useHref, useText } from '../i18n/context.ts';

const stay = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * A search form (the search landmark). Before hydration it is a plain GET form to `action`, so searching works
 * without JavaScript; once hydrated, `onSubmit` takes over, and by default submitting does nothing, since the
 * results follow the typing.
 */
export function SearchForm({
  className,
  action,
  label,
  onSubmit = stay,
  children,
}: {
  className: string;
  action: string;
  /** The landmark's name, when the page has more than one search. */
  label?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const to = useHref();
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the established search landmark; a <search> element would change the HTML
    <form className={className} action={to(action)} method="get" role="search" aria-label={label} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** A text box with the search icon in front of it; its props are the input's, except `boxClass`: an extra class for the box that holds both. */
export function SearchInput({ boxClass, ...props }: ComponentProps<'input'> & { boxClass?: string }) {
  return (
    <div className={boxClass ? `input-with-icon ${boxClass}` : 'input-with-icon'}>
      <Icon name="search" size={18} />
      <input {...props} />
    </div>
  );
}

/** A filter bar's labelled search box: 'Search' over a SearchInput. */
export function SearchField(props: ComponentProps<'input'> & { id: string }) {
  const text = useText();
  return (
    <div className="field field--search">
      <label htmlFor={props.id}>{text.common.search}</label>
      <SearchInput {...props} />
    </div>
  );
}

/** The class of a search result: a row with a picture, or one of text alone. */
export const searchResultClass = (entry: SearchEntry) => `search-result${entry.image ? '' : ' search-result--text'}`;
