import { useState } from 'react';
import { filterPosts } from '../../src/domain/index.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PostCard, type PostSummary } from '../components/PostCard.tsx';
import { SearchInput } from '../components/SearchControls.tsx';
import { ScriptNote } from '../components/ScriptNote.tsx';
import { searchBoxProps } from '../components/search-box.ts';
import { useIndex } from './use-index.ts';

/** The blog's articles, newest first, with a search box and category buttons that filter together; 'All' clears the category. */
export function BlogList({
  posts,
  categories,
  page,
  pageCount,
  indexUrl,
}: {
  posts: readonly PostSummary[];
  categories: readonly string[];
  page: number;
  pageCount: number;
  indexUrl: string;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const filtering = search.trim() !== '' || category !== '';
  // A blog of one page already holds every post; a larger one fetches the index when first searched.
  const index = useIndex<PostSummary>(indexUrl, filtering, pageCount === 1 ? posts : undefined);
  const shown = filtering ? (index.items ? filterPosts(index.items, search, category) : []) : posts;
  return (
    <div className="blog-list">
      <div className="blog-filters needs-script">
        <SearchInput {...searchBoxProps('Search articles', 'Search articles...', search, setSearch)} />
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons; a <fieldset> would change the HTML (and want a legend) */}
        <div className="category-buttons" role="group" aria-label="Category">
          {['', ...categories].map((item) => (
            <button
              key={item || 'all'}
              type="button"
              className="chip-button"
              aria-pressed={category === item}
              onClick={() => setCategory(item)}
            >
              {item || 'All'}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length} articles
      </p>
      <ScriptNote>
        Searching the articles and choosing a category need JavaScript, which is off: every article is listed here instead, newest first.
      </ScriptNote>
      {filtering && !index.items ? (
        <p className="result-count">
          {index.failed ? 'The articles could not be loaded. Check your connection and try again.' : 'Loading every article...'}
        </p>
      ) : shown.length > 0 ? (
        <div className="post-grid">
          {shown.map((post) => (
            <PostCard key={post.slug} post={post} heading="h2" readLink />
          ))}
        </div>
      ) : (
        <EmptyState title="No articles found">Try adjusting your search or category filter.</EmptyState>
      )}
      {!filtering && <Pagination base="/blog" page={page} pageCount={pageCount} label="Blog pages" />}
    </div>
  );
}
