export { brandsByLineup } from './brands.ts';
export { bucketOf, inBucket } from './buckets.ts';
export { carSorts, filterCars, isCarSort, sortCars, startingPrice, type CarFilterContext, type CarFilters, type CarSort } from './cars.ts';
export * from './format.ts';
