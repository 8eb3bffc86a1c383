export const calculators = {
  // Units written in words, shared by the calculators
  kwhPerKm: '{kwh} kWh a km',
  litres: '{litres} litres',
  months: '{months} months',
  co2AgainstPetrol: 'CO₂ a year, against petrol',

  // CalculatorPage
  savingsTitle: 'EV savings calculator',
  savingsIntro:
    'See what an electric car would save you against a petrol car, year by year: enter how far you drive, where you charge and what you pay for electricity and petrol.',

  // SavingsCalculator: the sliders and what they assume
  yourDriving: 'Your driving',
  dailyKm: 'Daily km',
  homeElectricityPrice: 'Home electricity price per unit (₹)',
  chargedAtHome: 'Charged at home',
  publicChargingPrice: 'Public fast-charging price per kWh (₹)',
  petrolPrice: 'Petrol price per litre (₹)',
  petrolMileage: 'Petrol car mileage (km/L)',
  assumesCar:
    'Assumes the {car} draws {kwh} from the wall (from its real-world range and charging losses, as its page works out), and servicing costs {evService} a year against {petrolService} for a petrol car.',
  assumesTypicalEv:
    'Running costs assume an EV uses {kwhPerKm} kWh per km, a cautious allowance (CO₂ is for {ev}, measured at {wallKwh} kWh a km), and servicing costs {evService} a year against {petrolService} for a petrol car.',
  // SavingsCalculator: the car a car page sent
  carNote: 'Figures for the {car} ({kwh} from the wall), {against}',
  againstNoPetrol: 'against a petrol car at {mileage} km/l: no petrol car to compare it with is confirmed yet.',
  againstOwnMileage: 'against a petrol car at {mileage} km/l (the {petrol} claims {claim} km/l).',
  againstSliderLimit: "against the {petrol} at {mileage} km/l, the slider's limit: it claims {claim} km/l.",
  againstClaimed: 'against the {petrol} at {mileage} km/l, its claimed mileage.',
  useTypicalEv: 'Use a typical EV instead',
  // SavingsCalculator: the results
  yourSavings: 'Your savings',
  yearlyDistance: 'Yearly distance',
  petrolCostYear: 'Petrol cost a year',
  electricityCostYear: 'Electricity cost a year',
  fuelSavingsYear: 'Fuel savings a year',
  maintenanceSavingsYear: 'Maintenance savings a year',
  totalSavingsYear: 'Total savings a year',
  monthlySavings: 'Monthly savings',
  yearsSavings: '{years}-year savings',
  lowerFuelCost: 'Lower fuel cost',
  petrolSavedYear: 'Petrol saved a year',
  chargingMix:
    'Electricity at an average of ₹{perKwh} a kWh: {where}. Public fast chargers charge about ₹{publicPrice} a kWh, GST included, the price the public slider starts at:',
  chargedAllAtHome: 'all at home at {home}',
  chargedAllInPublic: 'all at public chargers at {public}',
  chargedMix: '{homeShare}% at home at {home}, {publicShare}% at public chargers at {public}',
  // SavingsCalculator: the call to action on /calculator
  switchTitle: 'Ready to Make the Switch?',
  switchCarSaves:
    'At your figures the {car} would save you about {monthly} a month. Find one that fits, then see what the loan would cost.',
  switchEvSaves: 'At your figures an EV would save you about {monthly} a month. Find one that fits, then see what the loan would cost.',
  exploreCars: 'Explore Electric Cars',
  getLoanQuote: 'Get EV Loan Quote',
  loanQuoteTerms: 'Our partner banks offer EV loans from {rate}% a year with tenures up to {months} months. Call {phone} for a quote.',
  loanQuote: 'Our partner banks offer EV loans. Call {phone} for a quote.',

  // EnvironmentalCalculator
  kmPerYear: 'Kilometres a year',
  yourPetrolMileage: "Your petrol car's mileage (km/L)",
  electricityCostPerUnit: 'Electricity cost per unit (₹)',
  likePlanting: 'Like planting',
  trees: '{trees} trees',
  noTrees: 'no trees',
  runningCostSaved: 'Running cost saved',
  petrolNotBurnt: 'Petrol not burnt',
  environmentalNote:
    "Running cost at the savings calculator's cautious allowance of {kwhPerKm} kWh a km and ₹{petrolPrice} a litre of petrol; the CO₂ is for {ev} as measured, {wallKwh} kWh a km. Each car's page gives its own figures.",

  // EmiCalculator
  yourLoan: 'Your loan',
  carOptional: 'Car (optional)',
  anyCar: 'Any car',
  carPriceLakh: 'Car price (lakh)',
  downPaymentPercent: 'Down payment (%)',
  interestRate: 'Interest rate (% a year)',
  tenureMonths: 'Tenure (months)',
  yourEmi: 'Your EMI',
  monthlyEmi: 'Monthly EMI',
  totalInterest: 'Total interest',
  carPrice: 'Car price',
  downPayment: 'Down payment',
  loanAmount: 'Loan amount',
  totalRepaid: 'Total repaid',
  /** After the formula "EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)". */
  emiFormulaNote:
    ', with P the loan, r the monthly rate and n the months ({months} here). Lenders add processing fees and may price your loan differently.',

  // IncentiveEstimator: the choices
  yourState: 'Your state',
  selectState: 'Select your state',
  carModel: 'Car model',
  selectCar: 'Select a car',
  incentivePrompt: 'Select your state and car model to see estimated benefits',
  checkBenefits: 'Check Your Benefits',
  savingsCalculator: 'Savings Calculator',
  // IncentiveEstimator: the benefits
  totalBenefit: 'Estimated total benefit against the {petrol}',
  lessGst: 'Less GST in the price',
  lessRoadTax: 'Less road tax',
  noRegistrationFee: 'No registration fee',
  stateIncentive: '{state} purchase incentive',
  centralSubsidy: 'Central purchase subsidy',
  noCentralSubsidy: 'No central subsidy for private cars.',
  alsoIn: 'Also in {state}',
  // IncentiveEstimator: both cars' prices
  priceTableLabel: 'Price with taxes of both cars',
  priceTableCaption: 'The {car} against the {petrol}',
  whatYouPay: 'What you pay',
  electric: 'Electric',
  petrol: 'Petrol',
  exShowroomPrice: 'Ex-showroom price',
  ofWhichGst: 'of which GST',
  roadTax: 'Road tax',
  registration: 'Registration',
  purchaseIncentives: 'Purchase incentives',
  priceWithTaxes: 'Price with taxes and registration',
  costsLess:
    'With taxes and registration the {car} costs {amount} less than the {petrol}. Insurance, a FASTag and TCS come on top: see {onRoad}.',
  costsMore:
    'With taxes and registration the {car} costs {amount} more than the {petrol}. Insurance, a FASTag and TCS come on top: see {onRoad}.',
  onRoadPriceLink: "the {car}'s on-road price",
  // IncentiveEstimator: how it is worked out
  methodPrices: 'Prices: the {car} at its starting ex-showroom price ({carSource}) and the {petrol} ({petrolSource}).',
  methodGst:
    'GST is part of the ex-showroom price: price × rate ÷ (100 + rate), at {evPercent}% for electric cars and {smallPercent}% for petrol cars under 4 m with engines up to 1,200 cc, {largePercent}% for others (the {petrol} pays {petrolPercent}%): {source}',
  methodRoadTax:
    "Road tax: {state}'s rate for each car's price, {evPercent}% and {petrolPercent}%, times the ex-showroom price{evLimits}; and its incentive under {policy}: {source}",
  methodRoadTaxEvLimits: ' (on electric cars: {summary})',
  methodRegistration: 'Registration certificate: ₹{evRupees} for an electric car, ₹{petrolRupees} for a petrol car: {source}',
  methodTotal:
    "Price with taxes and registration = ex-showroom price + road tax + registration − purchase incentives. Insurance, a FASTag, TCS, number plates and accessories are left out for both; the car's page gives its full on-road price.",
};
