import { Icon } from '../components/Icon.tsx';
import { readingList, toggleSaved } from './reading-list.ts';
import { toast } from './toast-store.ts';
import { useText } from '../i18n/context.ts';

/** Share (the system share sheet, or copy the link) and Save (to the reading list kept in this browser). */
export function PostActions({ slug, title, url }: { slug: string; title: string; url: string }) {
  const text = useText();
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
      toast({ title: text.content.linkCopied, description: text.content.linkCopiedText });
    } catch {
      toast({ variant: 'destructive', title: text.content.linkNotCopied, description: url });
    }
  };
  return (
    // Sharing and the reading list are the browser's, out of reach without JavaScript.
    <div className="post-actions needs-script">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <Icon name="share" size={18} />
        {` ${text.content.share}`}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-pressed={saved}
        onClick={() => {
          const now = toggleSaved({ slug, title });
          toast(
            now ? { title: text.content.savedToList, description: text.content.savedToListText } : { title: text.content.removedFromList },
          );
        }}
      >
        <Icon name={saved ? 'check' : 'bookmark'} size={18} /> {saved ? text.content.saved : text.content.save}
      </button>
    </div>
  );
}
