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
