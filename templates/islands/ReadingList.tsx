import { Icon } from '../components/Icon.tsx';
import { readingList } from './reading-list.ts';
import { useHref } from '../i18n/context.ts';

/** The blog sidebar's list of posts saved in this browser. */
export function ReadingList() {
  const to = useHref();
  const saved = readingList.useList();
  return (
    // The list is kept in the browser's storage, which only script can read.
    <section className="sidebar-box needs-script" aria-labelledby="reading-list-title">
      <h2 id="reading-list-title">Your reading list</h2>
      {saved.length === 0 ? (
        <p className="muted small">Save an article with its Save button to read it later. The list stays in this browser.</p>
      ) : (
        <ul className="sidebar-links">
          {saved.map((post) => (
            <li key={post.slug}>
              <a href={to(`/blog/${post.slug}`)}>{post.title}</a>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${post.title} from your reading list`}
                onClick={() => readingList.write(saved.filter((item) => item.slug !== post.slug))}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
