export const cards = {
  // The directory's card (components/CarCard.tsx) and the small card (CompactCarCard.tsx)
  partEstimate: 'part our estimate',
  claimed: 'claimed',
  range: 'Range',
  battery: 'Battery',
  power: 'Power',
  fastCharge: 'Fast charge',
  realWorldEst: 'Real-world (est.)',
  perKmEst: 'Per km (est.)',
  atAGlance: 'At a glance',
  seater: '{count} Seater',
  viewDetails: 'View Details',
  viewDetailsOf: 'View details of the {name}',
  calculateSavings: 'Calculate Savings',
  calculateSavingsWith: 'Calculate savings with the {name}',
  discontinued: 'Discontinued',
  keyFeatures: 'Key features',

  // The car's picture (components/CarArt.tsx): {body} is the body type as the data writes it ("Hatchback"),
  // {bodyLower} the same in lower case
  artAlt: 'Illustration of the {name}, a {bodyLower}',
  artAltSuv: 'Illustration of the {name}, an SUV',

  // Comparing (components/CompareControls.tsx)
  addToCompare: 'Add {name} to comparison',
  removeFromCompare: 'Remove {name} from comparison',
  compareThisVariantOf: 'Compare this variant of the {name} instead of the one added',
  added: 'Added',
  compareThisVariant: 'Compare this variant',
  compare: 'Compare',
  compareFull: 'You can compare up to {limit} cars. Remove one from the tray first.',
  carsToCompare: 'Cars to compare',
  trayCount: '{count} of {limit} cars',
  carOne: '{count} car',
  carOther: '{count} cars',
  addOneMore: 'Add one more car to compare',
  compareNow: 'Compare now',
};
