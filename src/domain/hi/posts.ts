import type { postCategoryWords } from '../posts.ts';
import { hindi } from './hindi.ts';

// The Hindi of the posts' categories, which only the build writes (see index.ts): the cards, the blog's buttons,
// the search index, the feed and the structured data get the name from it.

hindi<typeof postCategoryWords>('post-categories', {
  'EV News': 'EV ख़बरें',
  'Buying Guides': 'खरीदारी गाइड',
  'Loans/Finance': 'लोन और फाइनेंस',
  Maintenance: 'मेंटेनेंस',
  Comparisons: 'तुलना',
});
