import { matchesSearch } from './cars.ts';
import type { PostCategory } from '../schema/index.ts';
import { wordTable, wordsIn } from './words.ts';

/** A post's category as readers see it named; the value stays English, in the data and in the blog's `?category=`. */
export const postCategoryWords = /* @__PURE__ */ wordTable('post-categories', {
  'EV News': 'EV News',
  'Buying Guides': 'Buying Guides',
  'Loans/Finance': 'Loans/Finance',
  Maintenance: 'Maintenance',
  Comparisons: 'Comparisons',
} satisfies Record<PostCategory, string>);

/**
 * A category's name in the language being written: the build gives it to the cards, the blog's buttons, the search
 * index, the feed and the structured data, so no page's script carries the names.
 */
export const categoryName = (category: string): string => (wordsIn(postCategoryWords) as Record<string, string>)[category] ?? category;

/**
 * Posts whose title, excerpt or category (its value or, where given, its name) contains the search and whose
 * category matches ('' is All), in order.
 */
export function filterPosts<P extends { title: string; excerpt: string; category: string; categoryName?: string }>(
  posts: readonly P[],
  search: string,
  category: string,
): P[] {
  return posts.filter(
    (post) =>
      (!category || post.category === category) && matchesSearch(search, post.title, post.excerpt, post.category, post.categoryName ?? ''),
  );
}
