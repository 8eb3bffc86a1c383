import { fill, useText } from '../i18n/context.ts';

/** The body of a page left at an old URL; the document head refreshes to the new one. */
export function RedirectPage({ to, name }: { to: string; name: string }) {
  const text = useText();
  return (
    <div className="container page">
      <h1>{fill(text.content.moved, { name })}</h1>
      <p>
        {text.content.movedTo}
        <a href={to}>{to}</a>
        {text.content.movedEnd}
      </p>
    </div>
  );
}
