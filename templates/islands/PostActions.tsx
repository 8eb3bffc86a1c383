import { Icon } from '../components/Icon.tsx';
import { readingList, toggleSaved } from './reading-list.ts';
import { toast } from './toast-store.ts';

/** Share (the system share sheet, or copy the link) and Save (to the reading list kept in this browser). */
export function PostActions({ slug, title, url }: { slug: string; title: string; url: string }) {
  const saved = readingList.useList().some((item) => item.slug === slug);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this article.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
    }
  };
  return (
    // Sharing and the reading list are the browser's, out of reach without JavaScript.
    <div className="post-actions needs-script">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <Icon name="share" size={18} /> Share
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-pressed={saved}
        onClick={() => {
          const now = toggleSaved({ slug, title });
          toast(
            now
              ? { title: 'Saved to your reading list', description: 'Find it on the blog page, in this browser.' }
              : { title: 'Removed from your reading list' },
          );
        }}
      >
        <Icon name={saved ? 'check' : 'bookmark'} size={18} /> {saved ? 'Saved' : 'Save'}
      </button>
    </div>
  );
}
