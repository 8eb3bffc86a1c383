// Made by `npm run generate` from the files of templates/pages/, each exporting the template it is named after.
import type { ComponentType } from 'react';
import { BlogPage } from './BlogPage.tsx';
import { BrandPage } from './BrandPage.tsx';
import { CalculatorPage } from './CalculatorPage.tsx';
import { CarPage } from './CarPage.tsx';
import { CarsPage } from './CarsPage.tsx';
import { ComparePage } from './ComparePage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { FindPage } from './FindPage.tsx';
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

/** Every page template by name: a page names its template, and the render stage (main thread or worker) finds it here. */
export const templates = {
  BlogPage,
  BrandPage,
  CalculatorPage,
  CarPage,
  CarsPage,
  ComparePage,
  ContactPage,
  FindPage,
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
