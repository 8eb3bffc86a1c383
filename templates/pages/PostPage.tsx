import type { Post } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import { Faq } from '../components/Faq.tsx';
import { Icon } from '../components/Icon.tsx';
import { BackAndCrumbs } from '../components/BackAndCrumbs.tsx';
import { PostCard, type PostSummary } from '../components/PostCard.tsx';
import { Island } from '../islands/Island.tsx';
import { useText } from '../i18n/context.ts';

export interface PostPageProps {
  /** With its category's name in the page's language. */
  post: Pick<Post, 'slug' | 'title' | 'category' | 'author' | 'image' | 'faqs' | 'excerpt'> & { categoryName: string };
  dateLabel: string;
  dateIso: string;
  readTime: string;
  /** When the post was last corrected, if it was. */
  updated?: { label: string; iso: string };
  html: string;
  /** "en" on a Hindi page of a post with no Hindi version yet (see langOf). */
  lang?: 'en' | undefined;
  url: string;
  related: readonly PostSummary[];
  crumbs: readonly Crumb[];
}

/** A blog post: header, Share and Save, cover, body, its FAQ, the EMI call to action and related posts. */
export function PostPage({ post, dateLabel, dateIso, updated, readTime, html, url, related, crumbs, lang }: PostPageProps) {
  const text = useText();
  return (
    <div className="container page post">
      <BackAndCrumbs href="/blog" label={text.content.backToBlog} crumbs={crumbs} />
      <article className="post__article">
        <header className="post__header">
          <p>
            <span className="badge badge--primary">{post.categoryName}</span>
          </p>
          <h1 lang={lang}>{post.title}</h1>
          <p className="post__meta">
            <span>{post.author}</span>
            <span>
              <Icon name="calendar" size={16} /> <time dateTime={dateIso}>{dateLabel}</time>
            </span>
            {updated && (
              <span>
                {/* The word and its space as one text node, so React puts no comment marker between them. */}
                {`${text.content.updated} `}
                <time dateTime={updated.iso}>{updated.label}</time>
              </span>
            )}
            <span>
              <Icon name="clock" size={16} /> {readTime}
            </span>
          </p>
          <Island name="PostActions" hydrate="idle" props={{ slug: post.slug, title: post.title, url }} />
        </header>
        <img className="post__cover" src={`/${post.image}`} alt="" width={1200} height={600} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered by src/content/markdown.ts, which drops raw HTML and keeps only http(s), mailto, tel and site-relative URLs */}
        <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
        <section className="post__faq" aria-labelledby="post-faq-title">
          <h2 id="post-faq-title">{text.content.questionsReadersAsk}</h2>
          <Faq items={post.faqs} group="post-faq" lang={lang} />
        </section>
        <aside className="cta-box" aria-labelledby="emi-cta-title">
          <h2 id="emi-cta-title">{text.content.emiCtaTitle}</h2>
          <p>{text.content.emiCtaText}</p>
          <a className="button button--primary" href="/ev-loans">
            {`${text.content.openEmiCalculator} `}
            <Icon name="arrowRight" size={18} />
          </a>
        </aside>
      </article>
      {related.length > 0 && (
        <section className="section section--flush" aria-labelledby="related-title">
          <h2 id="related-title">{text.content.relatedArticles}</h2>
          <div className="post-grid">
            {related.map((item) => (
              <PostCard key={item.slug} post={item} featuredBadge={false} />
            ))}
          </div>
        </section>
      )}
      <Island name="Toaster" hydrate="idle" props={{}} />
    </div>
  );
}
