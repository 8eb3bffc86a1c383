import { useState } from 'react';
import { filterPosts } from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { useIndex } from './use-index.ts';

/** A post as its card shows it. */
export interface PostCard {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** "15 August 2025". */
  dateLabel: string;
  /** "6 min read". */
  readTime: string;
  featured: boolean;
  image: string;
}

/**
 * The blog's articles, newest first, with a search box and category buttons that filter together
 * 'All' clears the category.
 */
export function BlogList({
  posts,
  categories,
  page,
  pageCount,
  indexUrl,
}: {
  posts: readonly PostCard[];
  categories: readonly string[];
  page: number;
  pageCount: number;
  indexUrl: string;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const filtering = search.trim() !== '' || category !== '';
  // A blog of one page already holds every post; a larger one fetches the index when first searched.
  const index = useIndex<PostCard>(indexUrl, filtering, pageCount === 1 ? posts : undefined);
  const shown = filtering ? (index.items ? filterPosts(index.items, search, category) : []) : posts;
  return (
    <div className="blog-list">
      <div className="blog-filters">
        <div className="input-with-icon">
          <Icon name="search" size={18} />
          <input
            type="search"
            aria-label="Search articles"
            placeholder="Search articles..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
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
      {filtering && !index.items ? (
        <p className="result-count">
          {index.failed ? 'The articles could not be loaded. Check your connection and try again.' : 'Loading every article...'}
        </p>
      ) : shown.length > 0 ? (
        <div className="post-grid">
          {shown.map((post) => (
            <article key={post.slug} className="post-card">
              <img className="post-card__image" src={`/${post.image}`} alt="" width={640} height={320} loading="lazy" />
              <div className="post-card__body">
                <p className="post-card__meta">
                  <span className="badge badge--primary">{post.category}</span>
                  {post.featured && <span className="badge badge--accent">Featured</span>}
                </p>
                <h2 className="post-card__title">
                  <a href={`/blog/${post.slug}`}>{post.title}</a>
                </h2>
                <p className="post-card__excerpt">{post.excerpt}</p>
                <p className="post-card__footer">
                  <span>
                    {post.dateLabel} · {post.readTime}
                  </span>
                  <a href={`/blog/${post.slug}`} aria-label={`Read Article: ${post.title}`}>
                    Read Article <Icon name="arrowRight" size={16} />
                  </a>
                </p>
              </div>
            </article>
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <h2>No articles found</h2>
          <p>Try adjusting your search or category filter.</p>
        </div>
      )}
      {!filtering && <Pagination base="/blog" page={page} pageCount={pageCount} label="Blog pages" />}
    </div>
  );
}
