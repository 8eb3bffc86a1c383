/** One star's outline, 20 units wide, from its top point; `M x 1.5` places it. Only relative moves, so it can be repeated. */
const STAR = 'l2.6 5.5 6 .7-4.4 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.4-4.1 6-.7z';
/** The left half of the same star, for a half point. */
const LEFT_HALF = 'l-2.6 5.5-6 .7 4.4 4.1-1.2 6 5.4-3z';
/** Each star's place: 20 units and a gap. */
const STEP = 21;

/** The top point of the star at this place (0-4). */
const at = (place: number) => `M${10 + place * STEP} 1.5`;

/**
 * A 0-5 score as five stars, with a half star for a fraction of .5 or more, and the figure as text; a score that rests
 * on fewer than all five criteria (a figure not confirmed) says on how many. The stars are one drawing of two paths
 * (the filled part, and every outline) rather than an <svg> each: a card list draws many of them.
 */
export function Stars({ rating, criteria = 5, showValue = true }: { rating: number; criteria?: number; showValue?: boolean }) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const partial = criteria < 5 ? `, on ${criteria} of 5 criteria` : '';
  const places = [0, 1, 2, 3, 4];
  const filled = places
    .slice(0, full)
    .map((place) => at(place) + STAR)
    .join('');
  return (
    <span className="stars" role="img" aria-label={`Scores ${rating.toFixed(1)} out of 5${partial}`}>
      <svg className="stars__icons" viewBox={`0 0 ${4 * STEP + 20} 20`} width="84" height="16" aria-hidden="true">
        {(full > 0 || half) && <path d={filled + (half ? at(full) + LEFT_HALF : '')} fill="currentColor" />}
        <path
          d={places.map((place) => at(place) + STAR).join('')}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      </svg>
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
      {showValue && partial && (
        <span className="stars__criteria muted" aria-hidden="true">
          ({criteria} of 5)
        </span>
      )}
    </span>
  );
}
