import { definePage } from './types.ts';
import { crumbsTo, simpleHead, type PageKind } from './view.ts';

/** The insurance page: what cover costs, the add-ons worth having, and the insurers. */
export const insurancePage: PageKind = ({ site }) => [
  definePage({
    path: '/ev-insurance',
    kind: 'page',
    head: simpleHead(
      site.settings,
      '/ev-insurance',
      'EV Insurance in India: Costs, Cover and Insurers',
      'What insuring an electric car costs in India, the add-ons worth having (battery, charger, zero depreciation) and insurers that offer them.',
      'money',
    ),
    template: 'InsurancePage',
    props: { insurers: site.insurers, crumbs: crumbsTo('EV Insurance', '/ev-insurance') },
  }),
];
