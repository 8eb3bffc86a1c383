import { fill, useText } from '../i18n/context.ts';

/** Five stars, 21 units apart (under 19 wide with the stroke): one star's shape in relative moves from each top point. */
const STARS = [10, 31, 52, 73, 94].map((top) => `M${top} 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.4-4.1 6-.7z`).join('');

/**
 * A 0-5 score as five stars, with a half star for a fraction of .5 or more, and the figure as text; a score that rests
 * on fewer than all five criteria (a figure not confirmed) says on how many. The stars are one drawing (every outline
 * over a filled copy cut at the score) rather than an <svg> each: a card list draws many of them.
 */
export function Stars({ rating, criteria = 5, showValue = true }: { rating: number; criteria?: number; showValue?: boolean }) {
  const text = useText();
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const partial = criteria < 5;
  const label = fill(partial ? text.situation.starsLabelPartial : text.situation.starsLabel, { rating: rating.toFixed(1), criteria });
  return (
    <span className="stars" role="img" aria-label={label}>
      <svg
        viewBox="0 0 105 20"
        width="84"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      >
        {/* The stars filled, cut off (an inner <svg> clips what overflows it) after the whole points or half through the next. */}
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: part of the drawing above, which is hidden; the score is the label of .stars */}
        <svg width={full * 21 + (half ? 10 : 0)}>
          <path d={STARS} fill="currentColor" />
        </svg>
        <path d={STARS} />
      </svg>
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
      {showValue && partial && (
        <span className="stars__criteria muted" aria-hidden="true">
          {fill(text.situation.starsCriteria, { criteria })}
        </span>
      )}
    </span>
  );
}
