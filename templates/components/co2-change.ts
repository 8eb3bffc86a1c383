import { formatNumber } from '../../src/domain/format.ts';
import type { Text } from '../i18n/en.ts';
import { fill } from '../i18n/context.ts';

/** The words a CO2 saving is written with: the page's, from useText() (text.situation). */
export type Co2Words = Pick<Text['situation'], 'co2NoDifference' | 'co2Less' | 'co2More' | 'co2Kg' | 'co2Tonne' | 'co2Tonnes'>;

/**
 * A CO2 saving in words: "1.2 tonnes less", "376 kg more", "no difference" (a negative saving is more CO2), in the
 * page's words.
 */
export function co2Change(amount: number, unit: 'kg' | 'tonnes', words: Co2Words): string {
  if (amount === 0) return words.co2NoDifference;
  const size = Math.abs(amount);
  const n = formatNumber(size);
  const figure = fill(unit === 'kg' ? words.co2Kg : size === 1 ? words.co2Tonne : words.co2Tonnes, { n });
  return fill(amount > 0 ? words.co2Less : words.co2More, { amount: figure });
}
