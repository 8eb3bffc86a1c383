export { brandsByLineup, loanPartnersOf, type LoanPartnerView } from './brands.ts';
export { bucketOf, inBucket } from './buckets.ts';
export {
  carSorts,
  compactCar,
  filterCars,
  isCarSort,
  isOnSale,
  onRoadFromOf,
  onSale,
  matchesSearch,
  sortCars,
  startingPrice,
  toSummary,
  summaryAtMix,
  type CarFilterContext,
  type CarFilters,
  type CarSort,
  type CarListItem,
  type CarSummary,
  type CompactCar,
  type VariantFigures,
} from './cars.ts';
export * from './format.ts';
export { siteOn, type SiteToday } from './today.ts';
export {
  carsWithPriceMoves,
  changesInForce,
  movedPriceRange,
  onRoadFromRange,
  priceMoveOf,
  type CarToday,
  type PriceMove,
} from './price-moves.ts';
export {
  bestIndexes,
  compareHref,
  COMPARE_LIMIT,
  compareVariantIndex,
  parseCompareChoice,
  parseCompareChoices,
  settleCompareChoice,
  type Better,
  type CompareChoice,
} from './compare.ts';
export {
  advancedCount,
  CHARGING_DC,
  chargingOptions,
  choiceCounts,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  isFiltered,
  pagePath,
  parseDirectoryQuery,
  onRoadOptions,
  perKmOptions,
  realRangeOptions,
  SHOW_DISCONTINUED,
  type CountedField,
  type DirectoryOptions,
  type DirectoryState,
} from './directory.ts';
export {
  bestLoanTerms,
  loanSliders,
  emi,
  environmental,
  environmentalModel,
  savings,
  savingsSliders,
  sliderDefaults,
  snapToStep,
  type EnvironmentalInputs,
  type EnvironmentalModel,
  type SavingsInputs,
  type SavingsResult,
} from './calculators.ts';
export { findSavingsCar, presetMileage, savingsCars, savingsHref, type SavingsCar } from './savings-car.ts';
export { glossaryView, LETTERS, letterOf, parseLetter, termLetter } from './glossary.ts';
export { contactErrors, type ContactField, type ContactValues } from './contact.ts';
export { categoryName, filterPosts } from './posts.ts';
export { chargingFit, type ChargingFit } from './charging.ts';
export { safetyValue, type SafetyRules } from './finder-safety.ts';
export { finderVariants } from './finder-variants.ts';
export {
  finderContext,
  finderSituation,
  finderPriorities,
  findVariants,
  homeChargers,
  type FinderContext,
  type FinderFit,
  type FinderInputs,
  type FinderMiss,
  type FinderPriority,
  type FinderResult,
  type FinderVariant,
  type HomeCharger,
  type RuleOut,
} from './finder.ts';
export {
  homeStateSlug,
  onRoadContext,
  onRoadStateOf,
  onRoadPrice,
  variantOnRoad,
  type OnRoadContext,
  type OnRoadLine,
  type OnRoadModel,
  type OnRoadRates,
  type OnRoadPrice,
  type OnRoadState,
  type OnRoadTaxes,
} from './onroad.ts';
export {
  evCostModelOf,
  evCostOver,
  ownershipCost,
  ownershipModelOf,
  type CarCosts,
  type EvCostModel,
  type Ownership,
  type OwnershipModel,
} from './ownership.ts';
export {
  describeTaxRate,
  evRoadTaxHow,
  evRoadTaxOn,
  evRoadTaxSummary,
  purchaseComparison,
  purchaseIncentiveFor,
  roadTaxPercentAt,
  statesInForce,
  type EvRoadTaxLimits,
  type EvRoadTaxRule,
  type PurchaseCar,
  type PurchaseComparison,
  type PurchaseCost,
  type PurchaseState,
  type RoadTaxInForce,
  type StateInForce,
  type StateToday,
  type TaxRate,
  type Taxes,
} from './taxes.ts';
export { carAsVariant, defaultVariant, variantPath, variantSlug, variantsOf, type Variant } from './variants.ts';
export { batteryPacks, kwhPerKm, realWorldRange, wallKwhPerKm, type RangeBand, type RangeModel } from './range.ts';
export { mixCostPerKm, mixPerKwh, type ChargingMix } from './running.ts';
export { buyerContext, buyerFigures, type BuyerContext, type BuyerFigures, type CostedVariant } from './buyer.ts';
export {
  costPerKm,
  defaultSituation,
  describeSituation,
  parseSituation,
  siteMix,
  siteSituation,
  situationContext,
  situationMix,
  situationState,
  type Situation,
  type SituationContext,
} from './situation.ts';
export {
  carEstimates,
  estimatesOf,
  recordAsVariant,
  withEstimates,
  type CarEstimates,
  type EstimatedCar,
  type EstimatedVariant,
} from './estimates.ts';
export { searchCounts, searchIndex, searchKinds, searchSite, type SearchEntry, type SearchKind } from './search.ts';
export { launchHasPassed, launchMonthStart, monthOf, stillUpcoming } from './upcoming.ts';
export { co2SavedKg, evKgCo2PerKm, gridKgCo2PerWallKwh, petrolKgCo2PerKm, petrolKgCo2PerLitre, type Emissions } from './emissions.ts';
export {
  pointsOn,
  rangeVariantPrice,
  ratingOf,
  scoreCriteria,
  scoreOf,
  type CarScore,
  type ScoreCriterion,
  type ScoreModel,
  type ScorePart,
} from './score.ts';
export { langOf, UNTRANSLATED } from './translated.ts';
