// The home page's reading: the latest posts, the glossary, the maintenance guide and the monthly e-mail.
import { GLOSSARY_PATH } from '../../../src/domain/nav.ts';
import { LETTERS } from '../../../src/domain/glossary.ts';
import { ChipList } from '../../components/ChipList.tsx';
import { MoreLink } from '../../components/MoreLink.tsx';
import { PostCard, type PostSummary } from '../../components/PostCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { UpdatesBox } from '../../components/UpdatesBox.tsx';
import { HomeSection } from './HomeSection.tsx';
import { fill, useText } from '../../i18n/context.ts';

/** What the home page shows of the blog, the glossary and the maintenance guide. */
export interface HomeTeasers {
  featured?: PostSummary;
  latest: readonly PostSummary[];
  glossary: { count: number; updatedLabel: string; letters: readonly string[] };
  maintenance?: { title: string; sections: readonly string[] };
}

/** The featured post large, the latest beside it. */
export function NewsSection({ featured, latest }: Pick<HomeTeasers, 'featured' | 'latest'>) {
  const text = useText();
  if (!featured && latest.length === 0) return null;
  return (
    <HomeSection id="news">
      <SectionHeading id="news-title" eyebrow={text.home.newsEyebrow} title={text.home.newsTitle}>
        {text.home.newsLede}
      </SectionHeading>
      <div className="news-grid">
        {featured && <PostCard post={featured} large />}
        <div className="news-grid__list">
          {latest.map((post) => (
            <PostCard key={post.slug} post={post} excerpt={false} />
          ))}
        </div>
      </div>
      <MoreLink href="/blog" label={text.home.allArticles} />
    </HomeSection>
  );
}

/** The glossary's size and an A-Z of links into it, E marked as where it opens. */
export function GlossaryTeaser({ glossary }: Pick<HomeTeasers, 'glossary'>) {
  const text = useText();
  if (glossary.count === 0) return null;
  return (
    <HomeSection id="glossary" tinted className="glossary-teaser">
      <div>
        <SectionHeading id="glossary-title" eyebrow={text.home.glossaryEyebrow} title={text.home.glossaryTitle}>
          {fill(text.home.glossaryLede, { count: glossary.count, updated: glossary.updatedLabel })}
        </SectionHeading>
        <a className="button button--primary" href={GLOSSARY_PATH}>
          {text.home.openGlossary}
        </a>
      </div>
      <nav aria-label={text.home.glossaryByLetter} className="letter-bar letter-bar--links">
        {LETTERS.map((letter) =>
          glossary.letters.includes(letter) ? (
            <a
              key={letter}
              className={letter === 'E' ? 'letter-bar__letter is-current' : 'letter-bar__letter'}
              href={`${GLOSSARY_PATH}?letter=${letter}`}
              aria-label={fill(text.home.termsStartingWith, { letter })}
            >
              {letter}
            </a>
          ) : (
            <span key={letter} className="letter-bar__letter is-empty" aria-hidden="true">
              {letter}
            </span>
          ),
        )}
      </nav>
    </HomeSection>
  );
}

/** The maintenance guide's sections, as chips, and a link to it. */
export function MaintenanceTeaser({ maintenance }: Pick<HomeTeasers, 'maintenance'>) {
  const text = useText();
  if (!maintenance) return null;
  return (
    <HomeSection id="maintenance" tinted className="maintenance-teaser">
      <SectionHeading id="maintenance-title" eyebrow={text.home.maintenanceEyebrow} title={text.home.maintenanceTitle}>
        {text.home.maintenanceLede}
      </SectionHeading>
      <ChipList className="chips chips--large" items={maintenance.sections} />
      <p>
        <a className="button button--primary" href="/ev-maintenance-guide">
          {fill(text.home.readMaintenanceGuide, { title: maintenance.title })}
        </a>
      </p>
    </HomeSection>
  );
}

/** The updates box: the feed and the launch calendar (no e-mail list: a static site has nowhere to keep one). */
export function NewsletterSection() {
  const text = useText();
  return (
    <section className="section newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">{text.home.newsletterTitle}</h2>
          <p>{text.home.newsletterLede}</p>
        </div>
        <UpdatesBox />
      </div>
    </section>
  );
}
