// The one place where the build's stages meet the templates: the page templates and islands by name, and the
// layout that wraps every page. A route names its template; the render stage draws it with what it finds here;
// the bundle stage builds one client entry per island. Nothing else in src/ imports from templates/, so the
// stages and the domain never depend on how a page looks, and the templates depend only on the domain.
import type { ComponentProps } from 'react';
import type { templates } from '../templates/pages/index.ts';

export { templates, type TemplateName } from '../templates/pages/index.ts';
export { islands } from '../templates/islands/registry.ts';
export { IslandContext, type IslandCollector } from '../templates/islands/Island.tsx';
export { Document } from '../templates/layout/Document.tsx';
export { EARLY_EVENTS_SCRIPT } from '../templates/islands/runtime/early-events.ts';
export { SiteFooter } from '../templates/layout/SiteFooter.tsx';
export { LANGUAGE_SCRIPT } from '../templates/layout/language-script.ts';
export { LocaleContext } from '../templates/i18n/context.ts';
export { catalogues } from '../templates/i18n/catalogues.ts';
export type { Text } from '../templates/i18n/en.ts';
export { SiteHeader } from '../templates/layout/SiteHeader.tsx';
export { SiteContext, type MenuBrand, type SiteContextValue } from '../templates/layout/site-context.ts';
export type { OwnershipContext } from '../templates/pages/CarPage.tsx';
export type { SituationFieldsContext } from '../templates/components/SituationFields.tsx';
export type { IncentiveEstimatorProps } from '../templates/islands/IncentiveEstimator.tsx';

/** The props a page template takes. */
export type PropsOf<K extends keyof typeof templates> = ComponentProps<(typeof templates)[K]>;
