import { formatLakhPrice, formatNumber } from '../../src/domain/format.ts';
import type { Variant } from '../../src/domain/variants.ts';
import { fill, useHref, useText } from '../i18n/context.ts';

/** A variant as the picker links to it. */
export type VariantLink = Variant & { path: string };

/**
 * The car's variants, each a link to its own page, the one shown marked: every figure of the page is that variant's.
 * Links, so it works without JavaScript and a variant's page can be shared. A car whose variants are not listed says
 * which version its figures are for; one sold in a single version shows nothing.
 */
export function VariantPicker({
  variants,
  current,
  complete,
}: {
  variants: readonly VariantLink[];
  current: number;
  /** Whether the list holds every variant on sale. */
  complete: boolean;
}) {
  const to = useHref();
  const words = useText().car;
  const shown = variants[current]!;
  if (variants.length < 2 && (complete || shown.inferred)) return null;
  const packs = new Set(variants.map((variant) => variant.batteryKwh)).size > 1;
  const drives = new Set(variants.map((variant) => variant.driveType)).size > 1;
  return (
    <nav className="variant-picker" aria-labelledby="variant-picker-title">
      <h2 id="variant-picker-title" className="variant-picker__title">
        {fill(words.variantTitle, { name: shown.name })}
        <span className="muted">
          {` ${fill(current === 0 ? words.variantPositionCheapest : words.variantPosition, { n: current + 1, count: variants.length })}`}
        </span>
      </h2>
      <p className="muted variant-picker__note">
        {words.variantNote}
        {shown.inferred ? ` ${words.variantsInferred}` : complete ? '' : ` ${words.variantsIncomplete}`}
      </p>
      <ul>
        {variants.map((variant, index) => (
          <li key={variant.slug}>
            <a href={to(variant.path)} aria-current={index === current ? 'page' : undefined}>
              <strong>{variant.name}</strong>
              <span>
                {formatLakhPrice(variant.lakh)}
                {packs ? ` · ${formatNumber(variant.batteryKwh)} kWh` : ''} · {variant.claimEstimated ? '≈ ' : ''}
                {formatNumber(variant.claimedKm)} km
                {drives ? ` · ${variant.driveType ?? words.driveNotConfirmed}` : ''}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <VariantEquipment variant={shown} />
    </nav>
  );
}

/** What the shown variant has and lacks of the equipment only some variants have. */
function VariantEquipment({ variant }: { variant: Variant }) {
  const words = useText().car;
  if (variant.equipment.length === 0) return null;
  const has = variant.equipment.filter((item) => item.has).map((item) => item.feature);
  const lacks = variant.equipment.filter((item) => !item.has).map((item) => item.feature);
  return (
    <p className="variant-picker__equipment">
      {has.length > 0 && (
        <>
          <strong>{words.variantHas}</strong> {fill(words.variantHasList, { list: has.join(', ') })}{' '}
        </>
      )}
      {lacks.length > 0 && (
        <>
          <strong>{words.variantLacks}</strong>{' '}
          {fill(lacks.length === 1 ? words.variantLacksOne : words.variantLacksOther, { list: lacks.join(', ') })}
        </>
      )}
    </p>
  );
}
