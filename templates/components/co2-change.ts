import { formatNumber } from '../../src/domain/index.ts';

/** A CO2 saving in words: "1.2 tonnes less", "376 kg more", "none" (a negative saving is more CO2). */
export function co2Change(amount: number, unit: 'kg' | 'tonnes'): string {
  if (amount === 0) return `no difference`;
  const size = Math.abs(amount);
  return `${formatNumber(size)} ${size === 1 && unit === 'tonnes' ? 'tonne' : unit} ${amount > 0 ? 'less' : 'more'}`;
}
