import { matchesSearch } from './cars.ts';

/** Posts whose title, excerpt or category contains the search and whose category matches ('' is All), in order. */
export function filterPosts<P extends { title: string; excerpt: string; category: string }>(
  posts: readonly P[],
  search: string,
  category: string,
): P[] {
  return posts.filter(
    (post) => (!category || post.category === category) && matchesSearch(search, post.title, post.excerpt, post.category),
  );
}
