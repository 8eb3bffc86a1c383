import { hasStrings, storedList } from './stored-list.ts';

/** A saved post: enough to list it in the sidebar without loading anything. */
export interface SavedPost {
  slug: string;
  title: string;
}

/** The reading list: posts saved with Save, kept in the browser, newest first. */
export const readingList = storedList<SavedPost>('evguide:reading-list', hasStrings('slug', 'title'), 50);

/** Saves a post, or removes it when it is already saved; returns whether it is saved now. */
export function toggleSaved(post: SavedPost): boolean {
  const list = readingList.read();
  if (list.some((item) => item.slug === post.slug)) {
    readingList.write(list.filter((item) => item.slug !== post.slug));
    return false;
  }
  readingList.write([{ slug: post.slug, title: post.title }, ...list]);
  return true;
}
