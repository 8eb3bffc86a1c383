import { langOf } from '../../src/domain/translated.ts';
import { Icon } from './Icon.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';

/** A post as its card shows it. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** The category as this page's language names it (the build's `categoryName`). */
  categoryName: string;
  /** "15 August 2025". */
  dateLabel: string;
  /** "6 min read". */
  readTime: string;
  featured: boolean;
  image: string;
}

export interface PostCardProps {
  post: PostSummary;
  /** The title's level: h2 where the cards are the page's own list, h3 under a section's heading. */
  heading?: 'h2' | 'h3';
  /** The home page's lead story: a larger title. */
  large?: boolean;
  excerpt?: boolean;
  /** Whether a featured post is marked as such; the related posts under an article are not. */
  featuredBadge?: boolean;
  /** A second, explicit link in the footer, for the blog's own list. */
  readLink?: boolean;
}

/** A post's card: cover, category, title (the whole card is its link), excerpt, date and reading time. */
export function PostCard({
  post,
  heading: Heading = 'h3',
  large = false,
  excerpt = true,
  featuredBadge = true,
  readLink = false,
}: PostCardProps) {
  const to = useHref();
  const text = useText();
  const href = to(`/blog/${post.slug}`);
  return (
    <article className={large ? 'post-card post-card--large' : 'post-card'}>
      <img className="post-card__image" src={`/${post.image}`} alt="" width={640} height={320} loading="lazy" />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge badge--primary">{post.categoryName}</span>
          {featuredBadge && post.featured && <span className="badge badge--accent">{text.common.featured}</span>}
        </p>
        <Heading className="post-card__title" lang={langOf(post, 'title')}>
          <a href={href}>{post.title}</a>
        </Heading>
        {excerpt && (
          <p className="post-card__excerpt" lang={langOf(post, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
        <p className="post-card__footer">
          <span>
            {post.dateLabel} · {post.readTime}
          </span>
          {readLink && (
            <a href={href} aria-label={fill(text.common.readArticleLabel, { title: post.title })}>
              {`${text.common.readArticle} `}
              <Icon name="arrowRight" size={16} />
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
