// The home page's reading: the latest posts, the glossary, the maintenance guide and the monthly e-mail.
import { GLOSSARY_PATH } from '../../../src/domain/nav.ts';
import { LETTERS } from '../../../src/domain/index.ts';
import { ChipList } from '../../components/ChipList.tsx';
import { MoreLink } from '../../components/MoreLink.tsx';
import { PostCard, type PostSummary } from '../../components/PostCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Island } from '../../islands/Island.tsx';
import { HomeSection } from './HomeSection.tsx';

/** What the home page shows of the blog, the glossary and the maintenance guide. */
export interface HomeTeasers {
  featured?: PostSummary;
  latest: readonly PostSummary[];
  glossary: { count: number; updatedLabel: string; letters: readonly string[] };
  maintenance?: { title: string; sections: readonly string[] };
}

/** The featured post large, the latest beside it. */
export function NewsSection({ featured, latest }: Pick<HomeTeasers, 'featured' | 'latest'>) {
  if (!featured && latest.length === 0) return null;
  return (
    <HomeSection id="news">
      <SectionHeading id="news-title" eyebrow="News and guides" title="Read before you buy">
        Buying guides, cost comparisons, charging and finance, written for Indian buyers.
      </SectionHeading>
      <div className="news-grid">
        {featured && <PostCard post={featured} large />}
        <div className="news-grid__list">
          {latest.map((post) => (
            <PostCard key={post.slug} post={post} excerpt={false} />
          ))}
        </div>
      </div>
      <MoreLink href="/blog" label="All articles" />
    </HomeSection>
  );
}

/** The glossary's size and an A-Z of links into it, E marked as where it opens. */
export function GlossaryTeaser({ glossary }: Pick<HomeTeasers, 'glossary'>) {
  if (glossary.count === 0) return null;
  return (
    <HomeSection id="glossary" tinted className="glossary-teaser">
      <div>
        <SectionHeading id="glossary-title" eyebrow="EV glossary" title="Know the words before the showroom">
          {glossary.count} terms from AC charging to the wall box, in plain English. Updated {glossary.updatedLabel}.
        </SectionHeading>
        <a className="button button--primary" href={GLOSSARY_PATH}>
          Open the glossary
        </a>
      </div>
      <nav aria-label="Glossary by letter" className="letter-bar letter-bar--links">
        {LETTERS.map((letter) =>
          glossary.letters.includes(letter) ? (
            <a
              key={letter}
              className={letter === 'E' ? 'letter-bar__letter is-current' : 'letter-bar__letter'}
              href={`${GLOSSARY_PATH}?letter=${letter}`}
              aria-label={`Terms starting with ${letter}`}
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
  if (!maintenance) return null;
  return (
    <HomeSection id="maintenance" tinted className="maintenance-teaser">
      <SectionHeading id="maintenance-title" eyebrow="Ownership" title="Looking after an EV">
        Fewer moving parts, fewer bills, but the battery, tyres and software still need care. Our guide covers:
      </SectionHeading>
      <ChipList className="chips chips--large" items={maintenance.sections} />
      <p>
        <a className="button button--primary" href="/ev-maintenance-guide">
          Read the {maintenance.title}
        </a>
      </p>
    </HomeSection>
  );
}

/** The monthly e-mail sign-up. */
export function NewsletterSection() {
  return (
    <section className="section newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">Get EV news and buying guides</h2>
          <p>One e-mail a month: new launches, price changes and the cars worth a test drive.</p>
        </div>
        <Island name="Newsletter" props={{}} />
      </div>
    </section>
  );
}
