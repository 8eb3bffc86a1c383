import type { SiteLinkHref } from '../../../src/domain/nav.ts';

export const nav = {
  '/cars': 'Electric Cars',
  '/find': 'Find your EV',
  '/compare': 'Compare',
  '/calculator': 'Calculator',
  '/ev-incentives': 'Incentives',
  '/ev-loans': 'Loans and EMI',
  '/upcoming': 'Upcoming',
  '/blog': 'Blog',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/disclaimer': 'Disclaimer',
  '/contact': 'Contact Us',
} satisfies Record<SiteLinkHref, string>;
