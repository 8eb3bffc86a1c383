import { useId, useState } from 'react';

/** How long the simulated subscription takes. */
const SUBSCRIBE_DELAY_MS = 1500;

/** The newsletter sign-up: simulated in the browser, nothing is sent. */
export function Newsletter({ buttonLabel = 'Subscribe' }: { buttonLabel?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  return (
    <form
      className="newsletter-form needs-script"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        setTimeout(() => {
          window.alert("Thank you for subscribing! You'll receive our latest EV updates and guides.");
          setEmail('');
          setSubmitting(false);
        }, SUBSCRIBE_DELAY_MS);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Email address
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Subscribing...' : buttonLabel}
      </button>
    </form>
  );
}
