import { createElement, Fragment, type ReactNode } from 'react';
import type { Bucket } from '../../src/schema/index.ts';

/** Filter buckets as select options. */
export const bucketOptions = (buckets: readonly Bucket[]) => buckets.map((bucket) => ({ value: bucket.id, label: bucket.label }));

/** Brands as select options. */
export const brandOptions = (brands: readonly { slug: string; name: string }[]) =>
  brands.map((brand) => ({ value: brand.slug, label: brand.name }));

/**
 * Select options that say how many results each leads to ("Tata Motors (2)"), when the counts are known, so no
 * choice gives an empty list unannounced ("Sedan (0)"). Such a choice can still be made: it shows the empty state.
 */
export const withCounts = (options: readonly { value: string; label: string }[], counts: ReadonlyMap<string, number> | undefined) =>
  options.map((option) => ({
    value: option.value,
    label: counts ? `${option.label} (${counts.get(option.value) ?? 0})` : option.label,
  }));

/**
 * A catalogue string's `{name}` placeholders filled with text or elements, as React children: fill's counterpart for
 * a sentence with a date, a link or a bold name inside it, which may sit anywhere in the sentence in each language.
 */
export const fillNodes = (template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : createElement(Fragment, { key: index }, part in values ? values[part] : `{${part}}`)))
    .filter((part) => part !== '');
