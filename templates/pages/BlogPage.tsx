import type { FaqItem } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { Faq } from '../components/Faq.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { PostSummary } from '../components/PostCard.tsx';

export interface BlogPageProps {
  /** This page's posts. */
  posts: readonly PostSummary[];
  /** The newest posts, for Recent Articles. */
  recent: readonly PostSummary[];
  page: number;
  pageCount: number;
  indexUrl: string;
  categories: readonly string[];
  faqs: readonly FaqItem[];
  crumbs: readonly Crumb[];
}

/** Number of posts under 'Recent Articles'. */
const RECENT = 5;

/** /blog: the articles with search and categories, a sidebar, and the FAQ. */
export function BlogPage({ posts, recent, page, pageCount, indexUrl, categories, faqs, crumbs }: BlogPageProps) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={page === 1 ? 'EV news, guides and advice' : `EV news, guides and advice: page ${page}`}>
        Buying guides, cost comparisons, charging and finance for electric cars in India, written to help you decide.
      </PageHeader>
      <div className="blog-layout">
        <Island name="BlogList" hydrate="load" props={{ posts, categories, page, pageCount, indexUrl }} />
        <aside className="blog-sidebar" aria-label="More from the blog">
          <section className="sidebar-box" aria-labelledby="recent-title">
            <h2 id="recent-title">Recent Articles</h2>
            <ul className="sidebar-links">
              {recent.slice(0, RECENT).map((post) => (
                <li key={post.slug}>
                  <a href={`/blog/${post.slug}`}>{post.title}</a>
                  <span className="muted small">{post.dateLabel}</span>
                </li>
              ))}
            </ul>
          </section>
          <Island name="ReadingList" props={{}} />
          <section className="sidebar-box sidebar-box--accent" aria-labelledby="updates-title">
            <h2 id="updates-title">Get EV Updates</h2>
            <p className="small">New launches, price changes and guides, once a month.</p>
            <Island name="Newsletter" props={{ buttonLabel: 'Subscribe Now' }} />
          </section>
        </aside>
      </div>
      {faqs.length > 0 && (
        <section className="section section--flush" id="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently asked questions</h2>
          <Faq items={faqs} group="blog-faq" />
        </section>
      )}
      <p className="page-links">
        <a className="button button--primary" href="/cars">
          Browse Electric Cars
        </a>
        <a className="button button--ghost" href="/calculator">
          Calculate Your Savings
        </a>
      </p>
      <Island name="Toaster" hydrate="idle" props={{}} />
    </div>
  );
}
