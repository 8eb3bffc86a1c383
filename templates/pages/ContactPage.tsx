import type { Crumb } from '../../src/domain/page.ts';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';
import { useText } from '../i18n/context.ts';

/** /contact: the contact form and how else to reach us. */
export function ContactPage({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { settings } = useSite();
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.content.contactTitle}>
        {text.content.contactLede}
      </PageHeader>
      <div className="contact-layout">
        <Island name="ContactForm" hydrate="load" props={{}} />
        <aside className="contact-cards" aria-label={text.content.otherWays}>
          <div className="panel">
            <h2>
              <Icon name="mail" />
              {` ${text.content.email}`}
            </h2>
            <p>
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
          </div>
          <div className="panel">
            <h2>
              <Icon name="pin" />
              {` ${text.content.location}`}
            </h2>
            <p>
              {settings.location.city}, {settings.location.state}, {settings.location.country}
            </p>
          </div>
          <div className="panel">
            <h2>
              <Icon name="clock" />
              {` ${text.content.responseTime}`}
            </h2>
            <p>{text.content.responseHours}</p>
          </div>
          <div className="panel">
            <h2>{text.content.commonQuestions}</h2>
            <p>{text.content.commonQuestionsText}</p>
            <a className="button button--ghost" href="/blog#faq">
              {text.content.viewFaq}
            </a>
          </div>
        </aside>
      </div>
    </div>
  );
}
