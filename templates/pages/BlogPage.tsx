import type { FaqItem } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { Faq } from '../components/Faq.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { UpdatesBox } from '../components/UpdatesBox.tsx';
import { Island } from '../islands/Island.tsx';
import type { PostSummary } from '../components/PostCard.tsx';
import { fill, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

export interface BlogPageProps {
  /** This page's posts. */
  posts: readonly PostSummary[];
  /** The newest posts, for Recent Articles. */
  recent: readonly PostSummary[];
  page: number;
  pageCount: number;
  indexUrl: string;
  categories: readonly { value: string; name: string }[];
  faqs: readonly FaqItem[];
  crumbs: readonly Crumb[];
}

/** Number of posts under 'Recent Articles'. */
const RECENT = 5;

/** /blog: the articles with search and categories, a sidebar, and the FAQ. */
export function BlogPage({ posts, recent, page, pageCount, indexUrl, categories, faqs, crumbs }: BlogPageProps) {
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={page === 1 ? text.content.blogTitle : fill(text.content.blogTitlePage, { page })}>
        {text.content.blogLede}
      </PageHeader>
      <div className="blog-layout">
        {/* A box of its own in the grid: the note drawn over the list while its script is awaited stays inside it. */}
        <div>
          <Island name="BlogList" hydrate="load" props={{ posts, categories, page, pageCount, indexUrl }} />
        </div>
        <aside className="blog-sidebar" aria-label={text.content.blogSidebar}>
          <section className="sidebar-box" aria-labelledby="recent-title">
            <h2 id="recent-title">{text.content.recentArticles}</h2>
            <ul className="sidebar-links">
              {recent.slice(0, RECENT).map((post) => (
                <li key={post.slug}>
                  <a href={`/blog/${post.slug}`} lang={langOf(post, 'title')}>
                    {post.title}
                  </a>
                  <span className="muted small">{post.dateLabel}</span>
                </li>
              ))}
            </ul>
          </section>
          <Island name="ReadingList" props={{}} />
          <section className="sidebar-box sidebar-box--accent" aria-labelledby="updates-title">
            <h2 id="updates-title">{text.content.getUpdates}</h2>
            <p className="small">{text.content.updatesLede}</p>
            <UpdatesBox />
          </section>
        </aside>
      </div>
      {faqs.length > 0 && (
        <section className="section section--flush" id="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">{text.content.faqTitle}</h2>
          <Faq items={faqs} group="blog-faq" />
        </section>
      )}
      <p className="page-links">
        <a className="button button--primary" href="/cars">
          {text.content.browseElectricCars}
        </a>
        <a className="button button--ghost" href="/calculator">
          {text.content.calculateYourSavings}
        </a>
      </p>
      <Island name="Toaster" hydrate="idle" props={{}} />
    </div>
  );
}
