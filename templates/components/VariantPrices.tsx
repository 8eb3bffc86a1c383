import { formatLakh, formatNumber } from '../../src/domain/index.ts';
import type { Car } from '../../src/schema/index.ts';

/**
 * Every variant with its price, folded under the price line (a <details>, so no JavaScript): the range says what
 * the car costs, this says what each step up buys.
 */
export function VariantPrices({ price }: { price: Car['price'] }) {
  const variants = price.variants;
  if (!variants) return null;
  const withBattery = variants.some((variant) => variant.batteryKwh !== undefined);
  return (
    <details className="variant-prices">
      <summary>All {variants.length} variants and prices</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            {withBattery && <th scope="col">Battery</th>}
            <th scope="col">Ex-showroom</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.name}>
              <th scope="row">{variant.name}</th>
              {withBattery && <td>{variant.batteryKwh === undefined ? '' : `${formatNumber(variant.batteryKwh)} kWh`}</td>}
              <td>₹{formatLakh(variant.lakh)} Lakh</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
