import { BlogList } from './BlogList.tsx';
import { CarCompare } from './CarCompare.tsx';
import { CarDirectory } from './CarDirectory.tsx';
import { CarTabs } from './CarTabs.tsx';
import { CompareButton } from './CompareButton.tsx';
import { ContactForm } from './ContactForm.tsx';
import { EmiCalculator } from './EmiCalculator.tsx';
import { EnvironmentalCalculator } from './EnvironmentalCalculator.tsx';
import { FinanceTabs } from './FinanceTabs.tsx';
import { Finder } from './Finder.tsx';
import { GlossaryBrowser } from './GlossaryBrowser.tsx';
import { HeroSearch } from './HeroSearch.tsx';
import { IncentiveEstimator } from './IncentiveEstimator.tsx';
import { Newsletter } from './Newsletter.tsx';
import { OnRoadPrice } from './OnRoadPrice.tsx';
import { OwnershipCost } from './OwnershipCost.tsx';
import { PostActions } from './PostActions.tsx';
import { ReadingList } from './ReadingList.tsx';
import { RunningCost } from './RunningCost.tsx';
import { SavingsCalculator } from './SavingsCalculator.tsx';
import { SiteSearch } from './SiteSearch.tsx';
import { Toaster } from './Toaster.tsx';
import { TopCars } from './TopCars.tsx';
import { UpcomingBrowser } from './UpcomingBrowser.tsx';
import { UpcomingLaunches } from './UpcomingLaunches.tsx';
import type { Namespace } from '../i18n/en.ts';

/**
 * Every island, by name. The bundle stage builds one client entry per name (templates/islands/<Name>.tsx must
 * export a component of that name), and <Island name="..."> renders it on the server.
 */
export const islands = {
  BlogList,
  CarCompare,
  CarDirectory,
  CarTabs,
  CompareButton,
  ContactForm,
  EmiCalculator,
  EnvironmentalCalculator,
  FinanceTabs,
  Finder,
  GlossaryBrowser,
  HeroSearch,
  IncentiveEstimator,
  Newsletter,
  OnRoadPrice,
  OwnershipCost,
  PostActions,
  ReadingList,
  RunningCost,
  SavingsCalculator,
  SiteSearch,
  Toaster,
  TopCars,
  UpcomingBrowser,
  UpcomingLaunches,
} as const;

export type IslandName = keyof typeof islands;

/**
 * The namespaces of the strings catalogue (templates/i18n/) each island uses: its HTML carries them in the page's
 * language, and it renders on the server with these alone, so one it uses and does not declare fails the build.
 */
export const islandText: Readonly<Record<IslandName, readonly Namespace[]>> = {
  BlogList: ['content', 'common'],
  CarCompare: ['compare', 'cards', 'money', 'situation'],
  CarDirectory: ['directory', 'cards', 'common', 'situation'],
  CarTabs: ['car'],
  CompareButton: ['cards'],
  ContactForm: ['content'],
  EmiCalculator: ['calculators'],
  EnvironmentalCalculator: ['calculators', 'situation'],
  FinanceTabs: ['money'],
  Finder: ['finder', 'situation'],
  GlossaryBrowser: ['content'],
  HeroSearch: ['home', 'common'],
  IncentiveEstimator: ['calculators', 'money', 'situation'],
  Newsletter: ['home', 'common'],
  OnRoadPrice: ['money', 'situation', 'car'],
  OwnershipCost: ['money', 'situation', 'car'],
  PostActions: ['content'],
  ReadingList: ['content'],
  RunningCost: ['situation'],
  SavingsCalculator: ['calculators', 'situation'],
  SiteSearch: ['content', 'common'],
  Toaster: ['common'],
  TopCars: ['home', 'cards', 'situation'],
  UpcomingBrowser: ['content', 'common', 'situation'],
  UpcomingLaunches: ['home', 'common'],
};

/**
 * The islands that take their state from the URL's query (`?brand=tata`, `?cars=...`): a static page cannot know
 * it, so on a URL with a query they stay hidden until hydrated (see URL_STATE_ATTRIBUTE).
 */
export const urlStateIslands: ReadonlySet<IslandName> = new Set([
  'BlogList',
  'CarCompare',
  'CarDirectory',
  'EmiCalculator',
  'Finder',
  'GlossaryBrowser',
  'SavingsCalculator',
  'SiteSearch',
]);
