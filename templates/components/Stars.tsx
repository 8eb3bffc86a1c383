const STAR = 'M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 6-5.4-3-5.4 3 1.2-6L1.4 7.7l6-.7z';
const LEFT_HALF = 'M10 1.5L7.4 7l-6 .7 4.4 4.1-1.2 6 5.4-3z';

/**
 * A 0-5 score as five stars, with a half star for a fraction of .5 or more, and the figure as text; a score that rests
 * on fewer than all five criteria (a figure not confirmed) says on how many.
 */
export function Stars({ rating, criteria = 5, showValue = true }: { rating: number; criteria?: number; showValue?: boolean }) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const partial = criteria < 5 ? `, on ${criteria} of 5 criteria` : '';
  return (
    <span className="stars" role="img" aria-label={`Scores ${rating.toFixed(1)} out of 5${partial}`}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: always five stars, never reordered: the position is the star.
        <svg key={index} className="star" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d={STAR} fill={index < full ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
          {index === full && half && <path d={LEFT_HALF} fill="currentColor" />}
        </svg>
      ))}
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
