import type { ComponentType } from 'react';
import { BlogPage } from './BlogPage.tsx';
import { BrandPage } from './BrandPage.tsx';
import { CalculatorPage } from './CalculatorPage.tsx';
import { CarPage } from './CarPage.tsx';
import { CarsPage } from './CarsPage.tsx';
import { ComparePage } from './ComparePage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { GlossaryPage } from './GlossaryPage.tsx';
import { HomePage } from './HomePage.tsx';
import { IncentivesPage } from './IncentivesPage.tsx';
import { InsurancePage } from './InsurancePage.tsx';
import { LoansPage } from './LoansPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PostPage } from './PostPage.tsx';
import { ProsePage } from './ProsePage.tsx';
import { RedirectPage } from './RedirectPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { UpcomingPage } from './UpcomingPage.tsx';

/**
 * Every page template by name. Pages carry their template as a component; a render worker, which receives pages
 * as plain data, finds it here by name.
 */
export const templates = {
  BlogPage,
  BrandPage,
  CalculatorPage,
  CarPage,
  CarsPage,
  ComparePage,
  ContactPage,
  GlossaryPage,
  HomePage,
  IncentivesPage,
  InsurancePage,
  LoansPage,
  NotFoundPage,
  PostPage,
  ProsePage,
  RedirectPage,
  SearchPage,
  UpcomingPage,
} satisfies Record<string, ComponentType<never>>;

export type TemplateName = keyof typeof templates;

const names = new Map<unknown, TemplateName>(Object.entries(templates).map(([name, template]) => [template, name as TemplateName]));

/** The registered name of a template; throws for one missing from the registry. */
export function templateName(template: unknown): TemplateName {
  const name = names.get(template);
  if (!name) throw new Error(`template ${(template as { name?: string }).name || '(anonymous)'} is not listed in templates/pages/index.ts`);
  return name;
}
