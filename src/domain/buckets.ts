import type { Bucket } from '../schema/index.ts';

/**
 * The bucket a value falls in: the first, in order, whose upper bound admits it. Buckets are validated to be
 * contiguous, so every value falls in exactly one.
 */
export function bucketOf(value: number, buckets: readonly Bucket[]): Bucket | undefined {
  return buckets.find((bucket) => bucket.max === undefined || (bucket.maxInclusive === false ? value < bucket.max : value <= bucket.max));
}

/** Whether a value falls in the bucket with this id. */
export function inBucket(value: number, id: string, buckets: readonly Bucket[]): boolean {
  return bucketOf(value, buckets)?.id === id;
}
