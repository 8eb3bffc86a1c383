import { useId, useState } from 'react';
import { useText } from '../i18n/context.ts';

/** How long the simulated subscription takes. */
const SUBSCRIBE_DELAY_MS = 1500;

/** The newsletter sign-up: simulated in the browser, nothing is sent. */
export function Newsletter({ buttonLabel }: { buttonLabel?: string }) {
  const id = useId();
  const text = useText();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  return (
    <form
      className="newsletter-form needs-script"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        setTimeout(() => {
          window.alert(text.home.subscribed);
          setEmail('');
          setSubmitting(false);
        }, SUBSCRIBE_DELAY_MS);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {text.home.emailAddress}
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        placeholder={text.home.enterEmail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? text.home.subscribing : (buttonLabel ?? text.home.subscribe)}
      </button>
    </form>
  );
}
