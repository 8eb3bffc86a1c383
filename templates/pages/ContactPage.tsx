import type { Crumb } from '../../src/domain/page.ts';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';

/** /contact: the contact form and how else to reach us. */
export function ContactPage({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { settings } = useSite();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="Contact us">
        Questions about a car, a correction to our figures, or an idea for a guide: write to us.
      </PageHeader>
      <div className="contact-layout">
        <Island name="ContactForm" hydrate="load" props={{}} />
        <aside className="contact-cards" aria-label="Other ways to reach us">
          <div className="panel">
            <h2>
              <Icon name="mail" /> Email
            </h2>
            <p>
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
          </div>
          <div className="panel">
            <h2>
              <Icon name="pin" /> Location
            </h2>
            <p>
              {settings.location.city}, {settings.location.state}, {settings.location.country}
            </p>
          </div>
          <div className="panel">
            <h2>
              <Icon name="clock" /> Response time
            </h2>
            <p>24-48 hours</p>
          </div>
          <div className="panel">
            <h2>Common questions</h2>
            <p>Range, charging, costs and loans: most questions are answered in our FAQ.</p>
            <a className="button button--ghost" href="/blog#faq">
              View FAQ
            </a>
          </div>
        </aside>
      </div>
    </div>
  );
}
