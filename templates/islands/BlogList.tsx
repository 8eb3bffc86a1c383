import { useEffect, useState } from 'react';
import { filterPosts } from '../../src/domain/posts.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PostCard, type PostSummary } from '../components/PostCard.tsx';
import { SearchForm, SearchInput } from '../components/SearchControls.tsx';
import { searchBoxProps } from '../components/search-box.ts';
import { useIndex } from './use-index.ts';
import { fill, useHref, useText } from '../i18n/context.ts';

/** `/blog?search=...&category=...` for a filter, or `path` itself for none. */
function blogUrl(path: string, search: string, category: string): string {
  const query = new URLSearchParams();
  if (search.trim() !== '') query.set('search', search);
  if (category !== '') query.set('category', category);
  const text = query.toString();
  return text === '' ? path : `/blog?${text}`;
}

/**
 * The blog's articles, newest first, with a search box and category buttons that filter together; 'All' clears the
 * category. The filters live in the URL (read on load, kept as they change), so a filtered list can be shared; the
 * search is a GET form for /blog?search=.
 */
export function BlogList({
  posts,
  categories,
  page,
  pageCount,
  indexUrl,
}: {
  posts: readonly PostSummary[];
  /** Each category's value (in the data and the URL) and its name in the page's language. */
  categories: readonly { value: string; name: string }[];
  page: number;
  pageCount: number;
  indexUrl: string;
}) {
  const to = useHref();
  const text = useText();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setSearch(query.get('search') ?? '');
    setCategory(categories.find((item) => item.value === query.get('category'))?.value ?? '');
  }, [categories]);
  const filter = (nextSearch: string, nextCategory: string) => {
    setSearch(nextSearch);
    setCategory(nextCategory);
    window.history.replaceState(null, '', blogUrl(page === 1 ? to('/blog') : window.location.pathname, nextSearch, nextCategory));
  };
  const filtering = search.trim() !== '' || category !== '';
  // A blog of one page already holds every post; a larger one fetches the index when first searched.
  const index = useIndex<PostSummary>(indexUrl, filtering, pageCount === 1 ? posts : undefined);
  const shown = filtering ? (index.items ? filterPosts(index.items, search, category) : []) : posts;
  return (
    <div className="blog-list">
      <SearchForm className="blog-filters needs-script" action="/blog" label={text.content.filterArticles}>
        <SearchInput
          name="search"
          {...searchBoxProps(text.content.searchArticles, text.content.searchArticlesPlaceholder, search, (value) =>
            filter(value, category),
          )}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons; a <fieldset> would change the HTML (and want a legend) */}
        <div className="category-buttons" role="group" aria-label={text.content.category}>
          {[{ value: '', name: text.content.allCategories }, ...categories].map((item) => (
            <button
              key={item.value || 'all'}
              type="button"
              className="chip-button"
              aria-pressed={category === item.value}
              onClick={() => filter(search, item.value)}
            >
              {item.name}
            </button>
          ))}
        </div>
      </SearchForm>
      <p className="visually-hidden" role="status">
        {fill(text.content.articlesCount, { count: shown.length })}
      </p>
      {filtering && !index.items ? (
        <p className={index.failed ? 'result-count' : 'result-count result-count--loading'}>
          {index.failed ? text.content.articlesFailed : text.content.articlesLoading}
        </p>
      ) : shown.length > 0 ? (
        <div className="post-grid">
          {shown.map((post) => (
            <PostCard key={post.slug} post={post} heading="h2" readLink />
          ))}
        </div>
      ) : (
        <EmptyState title={text.content.noArticles}>{text.content.noArticlesHint}</EmptyState>
      )}
      {!filtering && <Pagination base="/blog" page={page} pageCount={pageCount} label={text.content.blogPages} />}
    </div>
  );
}
