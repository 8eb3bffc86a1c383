import type { Bucket } from '../../src/schema/index.ts';

/** Filter buckets as select options. */
export const bucketOptions = (buckets: readonly Bucket[]) => buckets.map((bucket) => ({ value: bucket.id, label: bucket.label }));

/** Brands as select options. */
export const brandOptions = (brands: readonly { slug: string; name: string }[]) =>
  brands.map((brand) => ({ value: brand.slug, label: brand.name }));
