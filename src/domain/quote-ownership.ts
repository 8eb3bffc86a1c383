import { formatMonths, formatNumber, formatRupees, formatRupeesInLakh, LAKH } from './format.ts';
import { onRoadStateOf } from './onroad.ts';
import { ownershipCost, ownershipModelOf, type Ownership } from './ownership.ts';
import { policyOf, taxFacts } from './quote-facts.ts';
import {
  carOf,
  dated,
  numberOf,
  own,
  stateOf,
  unknown,
  type Attributes,
  type Quote,
  type QuoteData,
  type QuotedFact,
} from './quote-subjects.ts';
import { wordTable, words, wordsIn } from './words.ts';

// `:ownership`: a figure of a car page's cost of ownership, worked out by the same model (src/domain/ownership.ts).

/** Money as the car page's cost of ownership writes it: lakh from a lakh up, else rupees. */
export const money = (rupees: number) => (Math.abs(rupees) >= LAKH ? formatRupeesInLakh(rupees) : formatRupees(rupees));

/**
 * The words of the figures, in each language: a Hindi post quotes them mid-sentence ("EV ... पेट्रोल कार के मुकाबले
 * :ownership{... show=saves} पड़ती है", "बराबरी पर आने में :ownership{... show=breakeven} लगते हैं").
 */
export const ownershipWords = /* @__PURE__ */ wordTable('quote-ownership', {
  less: (money: string) => `${money} less`,
  more: (money: string) => `${money} more`,
  cheaperBoth: 'no time at all, as one car is cheaper both to buy and to run',
  never: 'never, as the car that costs more to buy costs no less to run',
  fromTheWall: (kwh: string) => `${kwh} kWh a km from the wall`,
});

const word = () => wordsIn(ownershipWords);
const perYear = (rupees: number) => words().perYear(formatRupees(rupees));

/** The figures of a cost of ownership a post may quote, by the name `show=` gives. */
const OWNERSHIP_FIGURES: Readonly<Record<string, (result: Ownership) => string>> = {
  saves: (result) => {
    const saves = result.totals[0]!.evSaves;
    return saves >= 0 ? word().less(money(saves)) : word().more(money(-saves));
  },
  // The time the car that costs more to buy takes to catch up through lower running costs.
  breakeven: (result) =>
    result.breakEvenMonths !== undefined
      ? formatMonths(result.breakEvenMonths)
      : result.evCheaperToBuy === result.evCheaperToRun
        ? word().cheaperBoth
        : word().never,
  // Ex-showroom, road tax and registration, less incentives: insurance is counted by the year, as on the car page.
  'ev-upfront': (result) => money(result.ev.upfront),
  'petrol-upfront': (result) => money(result.petrol.upfront),
  'extra-upfront': (result) => money(result.ev.upfront - result.petrol.upfront),
  'ev-energy': (result) => perYear(result.ev.energyPerYear),
  'petrol-energy': (result) => perYear(result.petrol.energyPerYear),
  'ev-per-km': (result) => words().perKm(`₹${(result.ev.energyPerYear / result.kmPerYear).toFixed(2)}`),
  'petrol-per-km': (result) => words().perKm(`₹${(result.petrol.energyPerYear / result.kmPerYear).toFixed(2)}`),
  'ev-year': (result) => perYear(result.ev.perYear),
  'petrol-year': (result) => perYear(result.petrol.perYear),
  'saves-a-year': (result) => perYear(result.petrol.perYear - result.ev.perYear),
  'ev-total': (result) => money(result.totals[0]!.ev),
  'petrol-total': (result) => money(result.totals[0]!.petrol),
  'ev-price': (result) => words().exShowroom(money(result.ev.exShowroom)),
  'petrol-price': (result) => words().exShowroom(money(result.petrol.exShowroom)),
  'ev-road-tax': (result) => `${money(result.ev.roadTax)} (${result.ev.roadTaxPercent}%)`,
  'petrol-road-tax': (result) => `${money(result.petrol.roadTax)} (${result.petrol.roadTaxPercent}%)`,
  'ev-insurance': (result) => perYear(result.ev.insurancePerYear),
  'petrol-insurance': (result) => perYear(result.petrol.insurancePerYear),
  'ev-kwh-per-km': (result) => word().fromTheWall(result.charging.wallKwhPerKm.toFixed(3)),
  'ev-per-kwh': (result) => words().perKwh(`₹${result.charging.perKwh.toFixed(2)}`),
  'km-a-year': (result) => words().perYear(`${formatNumber(result.kmPerYear)} km`),
  'kwh-a-year': (result) => words().perYear(`${formatNumber(Math.round(result.charging.wallKwhPerYear))} kWh`),
};

/** `:ownership`: one figure of the cost of owning the car against its petrol alternative, from the car page's model. */
export function ownershipQuote(attributes: Attributes, data: QuoteData): Quote {
  // Without a variant, the car as its page lists it, as the page's cost of ownership opens.
  const found = carOf(attributes, data);
  if ('problem' in found) return found;
  const { car } = found;
  const state = stateOf(attributes.state!, data);
  if ('problem' in state) return state;
  const figure = own(OWNERSHIP_FIGURES, attributes.show!);
  if (!figure) return unknown('show', attributes.show!, Object.keys(OWNERSHIP_FIGURES));
  if (!car.petrolAlternative)
    return unknown(
      'car',
      attributes.car!,
      data.cars.filter((item) => item.petrolAlternative).map((item) => item.id),
    );
  const { calculators } = data;
  // Unless told otherwise, the situation every page starts from (calculators.yaml), so a post and a car page agree.
  const km = numberOf(attributes, 'km', calculators.situation.dailyKm.default, 1, 1000);
  const home = numberOf(attributes, 'home', calculators.situation.homeSharePercent.default, 0, 100);
  const tariff = numberOf(attributes, 'tariff', state.electricity.perKwh, 0.5, 100);
  const years = numberOf(attributes, 'years', calculators.ownership.years[0]!, 1, 30);
  for (const value of [km, home, tariff, years]) if (typeof value !== 'number') return value;
  const result = ownershipCost(
    { ...car, petrolAlternative: car.petrolAlternative },
    { ...onRoadStateOf(state), petrol: state.petrol },
    {
      dailyKm: km as number,
      mix: { homeShare: (home as number) / 100, homePerKwh: tariff as number, publicPerKwh: calculators.publicCharging.dcPerKwh },
    },
    [years as number],
    ownershipModelOf(calculators),
  );
  const facts: QuotedFact[] = [
    found.fact,
    { what: `price of the ${car.petrolAlternative.name}`, ...dated(car.petrolAlternative) },
    { what: `${state.state} petrol price`, ...dated(state.petrol) },
    policyOf(state),
    { what: 'public DC charging price', ...dated(calculators.publicCharging) },
    ...taxFacts(calculators),
  ];
  if (attributes.tariff === undefined) facts.push({ what: `${state.state} electricity tariff`, ...dated(state.electricity) });
  return { text: figure(result), facts };
}
