import { useHasPage } from '../layout/site-context.ts';

/**
 * The 404 page. A static host serves this one file for every unknown path, so it carries each section's own
 * message ('Car not found' under /cars/, and so on); a small script shows the one that matches the path and hides the general one.
 */
export function NotFoundPage() {
  const hasPage = useHasPage();
  const sections = [
    {
      section: 'cars',
      title: 'Car not found',
      text: 'We could not find that car. It may have been renamed or is not on sale in India.',
      href: '/cars',
      link: 'Browse All Cars',
    },
    {
      section: 'brands',
      title: 'Brand Not Found',
      text: 'The requested brand page could not be found.',
      href: '/cars',
      link: 'View All Cars',
    },
    { section: 'blog', title: 'Blog post not found', text: 'The requested blog post is coming soon.', href: '/blog', link: 'Back to Blog' },
  ].filter((message) => hasPage(message.href));
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <div className="not-found__message" data-section="">
        <h1>Oops! Page not found</h1>
        <p className="lede">The page you asked for does not exist or has moved.</p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </div>
      {sections.map((message) => (
        <div key={message.section} className="not-found__message" data-section={message.section} hidden>
          <h1>{message.title}</h1>
          <p className="lede">{message.text}</p>
          <p className="not-found__actions">
            <a className="button button--primary" href={message.href}>
              {message.link}
            </a>
            <a className="button button--ghost" href="/">
              Return to Home
            </a>
          </p>
        </div>
      ))}
    </div>
  );
}
