import { useId, useState } from 'react';
import { FEED_PATH } from '../../src/domain/nav.ts';
import { localePath } from '../../src/domain/locale.ts';
import { useLocale, useText } from '../i18n/context.ts';
import { LaunchCalendarLink } from './upcoming-card.tsx';

/**
 * The updates box: what a static site can really offer instead of an e-mail list. The Atom feed's address, to copy
 * into a feed reader (the button says 'Copying...' until the clipboard has it, then what happened), a link to the
 * feed, and every expected launch as a calendar file. Nothing is sent anywhere.
 */
export function Newsletter({ feedUrl }: { feedUrl: string }) {
  const id = useId();
  const text = useText();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'copying' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    setState('copying');
    try {
      await navigator.clipboard.writeText(feedUrl);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    // The address is text to select, not a field: with scripts off there is nothing to type or send.
    <div className="newsletter-form">
      <p className="newsletter-form__label">{text.home.feedAddress}</p>
      <div className="newsletter-form__row">
        <code className="newsletter-form__address" id={id}>
          {feedUrl}
        </code>
        <button
          type="button"
          className="button button--primary needs-script"
          disabled={state === 'copying'}
          onClick={copy}
          aria-describedby={id}
        >
          {state === 'copying' ? text.home.copying : text.home.copyFeed}
        </button>
      </div>
      <p className="newsletter-form__message small" role="status">
        {state === 'copied' ? text.home.feedCopied : state === 'failed' ? text.home.feedCopyFailed : ''}
      </p>
      <p className="newsletter-form__links small">
        <a className="newsletter-form__link" href={localePath(FEED_PATH, locale)} type="application/atom+xml">
          {text.home.openFeed}
        </a>
        <LaunchCalendarLink className="newsletter-form__link" />
      </p>
    </div>
  );
}
