import { formatLakhPrice, formatNumber, type Variant } from '../../src/domain/index.ts';
import { useHref } from '../i18n/context.ts';

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
  const shown = variants[current]!;
  if (variants.length < 2 && (complete || shown.inferred)) return null;
  const packs = new Set(variants.map((variant) => variant.batteryKwh)).size > 1;
  const drives = new Set(variants.map((variant) => variant.driveType)).size > 1;
  return (
    <nav className="variant-picker" aria-labelledby="variant-picker-title">
      <h2 id="variant-picker-title" className="variant-picker__title">
        Variant: {shown.name}
        <span className="muted">
          {' '}
          ({current + 1} of {variants.length}
          {current === 0 ? ', the cheapest' : ''})
        </span>
      </h2>
      <p className="muted variant-picker__note">
        Price, battery, range, power, drive, charging and costs on this page are the chosen variant's; features, equipment and the score are
        the car's, as its top variant has them.
        {shown.inferred
          ? ' Its variant list is not confirmed here yet: these are its cheapest version, on its smaller pack, and its top one.'
          : complete
            ? ''
            : ' Only the variants whose figures we could confirm are listed; the maker sells more.'}
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
                {drives ? ` · ${variant.driveType ?? 'drive not confirmed'}` : ''}
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
  if (variant.equipment.length === 0) return null;
  const has = variant.equipment.filter((item) => item.has).map((item) => item.feature);
  const lacks = variant.equipment.filter((item) => !item.has).map((item) => item.feature);
  return (
    <p className="variant-picker__equipment">
      {has.length > 0 && (
        <>
          <strong>This variant has:</strong> {has.join(', ')}.{' '}
        </>
      )}
      {lacks.length > 0 && (
        <>
          <strong>Not on this variant:</strong> {lacks.join(', ')} (dearer variants have {lacks.length === 1 ? 'it' : 'them'}; the features
          tab lists the top variant's equipment).
        </>
      )}
    </p>
  );
}
