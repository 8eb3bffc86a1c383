import { useId, useState } from 'react';
import { LAUNCH_CALENDAR_PATH } from '../../src/domain/nav.ts';
import { localePath } from '../../src/domain/locale.ts';
import { Icon } from '../components/Icon.tsx';
import { useLocale, useText } from '../i18n/context.ts';

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
  return (
    <form
      className="newsletter-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setState('copying');
        try {
          await navigator.clipboard.writeText(feedUrl);
          setState('copied');
        } catch {
          setState('failed');
        }
      }}
    >
      <label htmlFor={id}>{text.home.feedAddress}</label>
      <div className="newsletter-form__row">
        <input id={id} type="url" readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
        <button type="submit" className="button button--primary needs-script" disabled={state === 'copying'}>
          {state === 'copying' ? text.home.copying : text.home.copyFeed}
        </button>
      </div>
      <p className="newsletter-form__message small" role="status">
        {state === 'copied' ? text.home.feedCopied : state === 'failed' ? text.home.feedCopyFailed : ''}
      </p>
      <p className="newsletter-form__links small">
        <a className="newsletter-form__link" href={new URL(feedUrl).pathname} type="application/atom+xml">
          {text.home.openFeed}
        </a>
        <a className="newsletter-form__link" href={localePath(LAUNCH_CALENDAR_PATH, locale)} download>
          <Icon name="calendar" size={16} /> {text.common.launchCalendar}
        </a>
      </p>
    </form>
  );
}
