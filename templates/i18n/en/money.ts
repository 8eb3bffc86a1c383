import type { LoanProvider } from '../../../src/schema/index.ts';

export const money = {
  // Tables that scroll sideways (TableRegion)
  swipeCue: 'Swipe to see more →',
  months: '{months} months',
  years: '{years} years',

  // LoansPage
  loansTitle: 'EV loans and EMI calculator',
  loansIntro:
    'Loans for electric cars start from {rate}% a year with tenures up to {months} months among the lenders below, and several banks price them below their ordinary car loans. Work out your EMI, then compare lenders.',
  lendersTitle: 'Lenders for electric cars',
  lendersTable: 'Lenders table',
  lender: 'Lender',
  lenderType: 'Type',
  rateAYear: 'Rate (a year)',
  upTo: 'Up to',
  processingFee: 'Processing fee',
  worthKnowing: 'Worth knowing',
  /** What kind of lender each is (lenders.yaml's `kind`). */
  lenderKinds: { Bank: 'Bank', NBFC: 'NBFC', Captive: 'Captive' } satisfies Record<LoanProvider['kind'], string>,
  ratesNote: 'Rates as the lenders quoted them on the date shown; yours depends on your credit score, income and the car.',
  samplesTitle: 'What the EMI looks like',
  samplesTable: 'EMI examples table',
  car: 'Car',
  loan: 'Loan',
  tenure: 'Tenure',
  rate: 'Rate',
  emi: 'EMI',
  totalInterest: 'Total interest',
  samplesNote: 'EMIs are approximate, on the full amount with no down payment, at the rate shown in each row.',

  // InsurancePage
  insuranceTitle: 'EV insurance in India',
  insuranceIntro:
    'A comprehensive policy for a compact electric SUV costs about ₹20,000 to ₹25,000 a year, 15-25% more than for a petrol car of the same price, mostly because the battery is costly to repair or replace.',
  coverTitle: 'What to cover',
  batteryProtection: 'Battery protection',
  batteryProtectionText:
    'Covers the battery and motor against water ingress, short circuits and accident damage that a standard policy may exclude.',
  zeroDepreciation: 'Zero depreciation',
  zeroDepreciationText: 'Pays the full cost of replaced parts, which matters on a car whose battery is a third of its price.',
  chargerCover: 'Charger cover',
  chargerCoverText: 'Protects the wall box and portable charger against fire, theft and electrical damage.',
  roadsideAssistance: 'Roadside assistance',
  roadsideAssistanceText: 'Towing to the nearest charger or workshop if you run out of charge; check the distance covered.',
  thirdPartyNote: 'Third-party premiums for private electric cars are set by IRDAI and are lower than for petrol cars of the same size.',
  insurersTitle: 'Insurers with EV cover',
  evAddOns: 'EV add-ons',
  readInsuranceGuide: 'Read the EV insurance guide',
  loansAndEmi: 'EV loans and EMI',

  // IncentivesPage
  incentivesTitle: 'EV incentives in India',
  incentivesIntro: 'What central and state governments give electric-car buyers, and what they no longer do.',
  acrossIndia: 'Across India',
  acrossIndiaNote:
    "Electric cars also carry green number plates, which some cities use for parking and toll concessions. Section 80EEB's deduction on EV loan interest is closed to new loans (it covered loans sanctioned from April 2019 to March 2023).",
  byState: 'By state',
  statesTable: 'State incentives table',
  state: 'State',
  roadTaxElectric: 'Road tax: electric',
  roadTaxPetrol: 'Road tax: petrol',
  purchaseIncentive: 'Purchase incentive for private cars',
  otherBenefits: 'Other benefits',
  policy: 'Policy',
  incentiveUpTo: 'Up to {amount}',
  noIncentive: 'None at present',
  policiesNote: "Policies change often: confirm with your state's transport department or RTO before you buy.",
  estimateTitle: 'Estimate your benefits',

  // BuyingBenefits
  centralSubsidyUpTo: 'Central subsidy: up to ₹{amount}',
  noCentralSubsidy: 'No central purchase subsidy',
  gstTitle: 'GST {evPercent}%, against {smallPercent}% or {largePercent}% on petrol cars',
  gstText:
    'A petrol car under 4 m with an engine up to 1,200 cc pays {smallPercent}%, any other {largePercent}%, with no cess; the GST is already in the ex-showroom price.',
  noRegistrationFee: 'No registration fee',
  registrationFee: 'Registration ₹{amount}',
  registrationText: "The registration certificate of a new electric car is free; a petrol car's costs ₹{amount}.",
  roadTaxByState: 'Road tax on an electric car, by state',

  // FinanceTabs
  financeTabs: 'EV loans and insurance',
  loansTab: 'EV Loans',
  insuranceTab: 'EV Insurance',
  loansPanelIntro:
    'Banks charge EV buyers less: several offer green car loans below their usual rates, with tenures up to 7 years and up to 90% of the on-road price.',
  lenderTerms: '{rate} a year, up to {months} months',
  compareLoans: 'Compare EV loans',
  insurancePanelIntro:
    'Expect ₹20,000 to ₹25,000 a year for a compact electric SUV, 15-25% more than a petrol one, mostly because the battery is costly to replace. Battery and charger cover are the add-ons worth having.',
  compareInsurance: 'Compare EV insurance',
};
