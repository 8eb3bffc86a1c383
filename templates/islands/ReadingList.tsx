import { Icon } from '../components/Icon.tsx';
import { readingList } from './reading-list.ts';
import { fill, useHref, useText } from '../i18n/context.ts';

/** The blog sidebar's list of posts saved in this browser. */
export function ReadingList() {
  const to = useHref();
  const text = useText();
  const saved = readingList.useList();
  return (
    // The list is kept in the browser's storage, which only script can read.
    <section className="sidebar-box needs-script" aria-labelledby="reading-list-title">
      <h2 id="reading-list-title">{text.content.readingList}</h2>
      {saved.length === 0 ? (
        <p className="muted small">{text.content.readingListEmpty}</p>
      ) : (
        <ul className="sidebar-links">
          {saved.map((post) => (
            <li key={post.slug}>
              <a href={to(`/blog/${post.slug}`)}>{post.title}</a>
              <button
                type="button"
                className="icon-button"
                aria-label={fill(text.content.removeFromList, { title: post.title })}
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
