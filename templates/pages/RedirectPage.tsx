/** The body of a page left at an old URL; the document head refreshes to the new one. */
export function RedirectPage({ to, name }: { to: string; name: string }) {
  return (
    <div className="container page">
      <h1>{name} has moved</h1>
      <p>
        This page is now at <a href={to}>{to}</a>.
      </p>
    </div>
  );
}
