import type { CarScore, ScoreCriterion, ScoreModel } from '../../src/domain/index.ts';
import { formatNumber } from '../../src/domain/index.ts';

const labels: Record<ScoreCriterion, string> = {
  range: 'Range',
  charging: 'Fast charging',
  efficiency: 'Efficiency',
  safety: 'Safety',
  value: 'Range for the money',
};

/** How each criterion earns its points, in words, from the scales of calculators.yaml. */
function rules(model: ScoreModel): Record<ScoreCriterion, string> {
  const { realWorldKm: km, dcTenToEightyMinutes: dc, wallKwhPerKm: kwh, realKmPerLakh: value, safety } = model;
  return {
    range: `Everyday real-world range in town: 0 points at ${formatNumber(km.zero)} km, 5 at ${formatNumber(km.five)} km`,
    charging: `Minutes from 10 to 80% on DC: 5 points at ${dc.five} or less, 0 at ${dc.zero} or more; 0 without DC`,
    efficiency: `Energy drawn from the wall a km: 5 points at ${kwh.five} kWh or less, 0 at ${kwh.zero} kWh or more`,
    safety:
      `Crash-test stars (Bharat, Global or Euro NCAP); a car not crash-tested earns ${safety.perAirbagUntested} a point an airbag, ` +
      `up to ${safety.untestedMax}; driver assistance (ADAS) adds ${safety.adasBonus}, up to 5 in all`,
    value: `Everyday range per lakh of the price of the variant the range is claimed for: 0 points at ${value.zero} km, 5 at ${value.five} km`,
  };
}

/** A car's score, criterion by criterion, with the rule each follows: no number without its method. */
export function ScoreBreakdown({ carName, score, model }: { carName: string; score: CarScore; model: ScoreModel }) {
  const how = rules(model);
  const counted = score.parts.filter((part) => part.points !== null).length;
  return (
    <section className="section section--flush score" aria-labelledby="score-title" id="score">
      <h2 id="score-title">How it scores: {score.overall.toFixed(1)} out of 5</h2>
      <p>
        Every car on this site is scored the same way, from the figures on its page: five criteria, each worth 0 to 5 points on the scale
        below, averaged and rounded to one decimal. It is arithmetic, not a road test or an editor's opinion, so read it beside the pros and
        cons.
      </p>
      <ul className="score__list">
        {score.parts.map((part) => (
          <li key={part.criterion} className="score__item">
            <p className="score__head">
              <strong>{labels[part.criterion]}</strong>
              <span>{part.figure}</span>
              <span className="score__points">
                {part.points === null ? (
                  'Not counted'
                ) : (
                  <>
                    {part.points.toFixed(1)} <span className="muted">/ 5</span>
                  </>
                )}
              </span>
            </p>
            <svg className="score__bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
              <rect width="100" height="6" rx="3" className="score__track" />
              <rect width={(part.points ?? 0) * 20} height="6" rx="3" className="score__fill" />
            </svg>
            <p className="score__rule muted">{how[part.criterion]}</p>
          </li>
        ))}
      </ul>
      <p className="score__total">
        The {carName}'s score, the average of the {counted === score.parts.length ? 'five' : `${counted} that could be scored`}:{' '}
        <strong>{score.overall.toFixed(1)} out of 5</strong>
      </p>
    </section>
  );
}
