export const situation = {
  // A fact's date and source (Verified): "Verified on 15 August 2025 · ev.tatamotors.com"
  /** {verb}: verified, priceChecked, reported or the caller's; {date}: the date. */
  verifiedOn: '{verb} on {date}',
  verified: 'Verified',
  priceChecked: 'price checked',
  reported: 'reported',
  howWorkedOut: 'How this is worked out',

  // A score as stars (Stars)
  starsLabel: 'Scores {rating} out of 5',
  starsLabelPartial: 'Scores {rating} out of 5, on {criteria} of 5 criteria',
  starsCriteria: '({criteria} of 5)',

  // A card's prices (ExShowroomPrice, OnRoadFromLine)
  exShowroom: 'ex-showroom',
  priceOf: 'price of {month}',
  beforeRiseUpTo: 'before a rise of up to {percent}%',
  beforeRiseAbout: 'before a rise of about {percent}%',
  onRoadFrom: 'On-road from {price}',
  onRoadWhere: 'in {state}',

  // A CO2 saving (co2Change) and how CO2 is counted (Co2Method)
  co2NoDifference: 'no difference',
  co2Less: '{amount} less',
  co2More: '{amount} more',
  co2Kg: '{n} kg',
  co2Tonne: '{n} tonne',
  co2Tonnes: '{n} tonnes',
  co2Summary: 'CO₂ counted well to wheel for both cars: {ev} a km electric, {petrol} a km on petrol',
  co2TheCar: 'the {car}',
  /** {how}: " (" co2FromRange ")" for a chosen car, or the generic figure's source in brackets. */
  co2Electric:
    "Electric: {who} draws {kwh} kWh a km from the wall{how}. Each kWh at the wall costs {kg} of CO₂: India's grid emits {grid} a kWh generated ({gridSource}), and {loss}% of what is generated is lost in transmission and distribution ({lossSource}).",
  co2FromRange: '(from its real-world range and charging losses)',
  co2Petrol:
    'Petrol: {perLitre} a litre, at {kmpl} km a litre. Burning a litre emits {burnt} ({burntSource}), and producing, refining and delivering it {upstream} more ({upstreamSource}).',
  co2NotCounted:
    'Building either car, and its battery, is not counted; nor is a home with its own solar power, which makes the electric car cleaner.',

  // The buyer's situation (SituationFields)
  yourState: 'Your state',
  dailyDistance: 'Daily distance',
  kmADay: '{km} km a day',
  chargedAtHome: 'Charged at home',
  noHomeCharger: 'No home charger',
  homeTariff: 'Home tariff',
  tariffTypical: '₹{rate} typical',
  slabOver: 'over {n} units',
  slabUnits: '{from}-{to} units',
  ownRate: 'My own rate',
  /** {slab}: the typical rate's slab (slabUnits, slabOver) or slabUsual. */
  slabHelp:
    "{state}'s rate rises with the units a home uses in a month; the typical rate is the {slab} slab's. Choose the slab your bill reaches once the car's charging is added, or your own rate.",
  slabUsual: 'usual',
  homeRate: 'My home rate, ₹ a kWh',
  publicRate: 'Public fast charging, ₹ a kWh',
  situationSources: "{state}'s typical household tariff: {tariff}; public fast charging: {public}",

  // Its electricity cost a km (RunningCost)
  electricityEstimate: 'Electricity, an estimate: {perKm} for {situation}.',
  /** {change}: changeThese, a link. */
  electricityEstimateChange: 'Electricity, an estimate: {perKm} for {situation} ({change}).',
  changeThese: 'change these',
  perKm: '₹{rate} a km',
  acOnlyPartial:
    'It charges on AC only: the share not charged at home is priced at the public fast-charging rate, the only public price we have, so that part is an upper estimate.',
  acOnlyAll: 'It charges on AC only, so it cannot use public fast chargers.',
  withoutHomeCharger: 'With no home charger: {perKm}, all at public fast chargers.',
};
