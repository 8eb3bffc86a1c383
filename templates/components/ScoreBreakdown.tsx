import type { CarScore, ScoreCriterion, ScoreModel } from '../../src/domain/score.ts';
import { formatNumber } from '../../src/domain/format.ts';
import type { Text } from '../i18n/en.ts';
import { fill, useText } from '../i18n/context.ts';
import { fillNodes } from './Verified.tsx';

type Words = Text['car'];

/** Each criterion's name. */
const labels = (t: Words): Record<ScoreCriterion, string> => ({
  range: t.scoreRange,
  charging: t.scoreCharging,
  efficiency: t.scoreEfficiency,
  safety: t.scoreSafety,
  value: t.scoreValue,
});

/** How each criterion earns its points, in words, from the scales of calculators.yaml. */
function rules(t: Words, model: ScoreModel): Record<ScoreCriterion, string> {
  const { realWorldKm: km, dcTenToEightyMinutes: dc, wallKwhPerKm: kwh, realKmPerLakh: value, safety } = model;
  return {
    range: fill(t.ruleRange, { zero: formatNumber(km.zero), five: formatNumber(km.five) }),
    charging: fill(t.ruleCharging, { five: dc.five, zero: dc.zero }),
    efficiency: fill(t.ruleEfficiency, { five: kwh.five, zero: kwh.zero }),
    safety: fill(t.ruleSafety, { perAirbag: safety.perAirbagUntested, max: safety.untestedMax, bonus: safety.adasBonus }),
    value: fill(t.ruleValue, { zero: value.zero, five: value.five }),
  };
}

/** A car's score, criterion by criterion, with the rule each follows: no number without its method. */
export function ScoreBreakdown({ carName, score, model }: { carName: string; score: CarScore; model: ScoreModel }) {
  const t = useText().car;
  const how = rules(t, model);
  const names = labels(t);
  const counted = score.parts.filter((part) => part.points !== null).length;
  return (
    <section className="section section--flush score" aria-labelledby="score-title" id="score">
      <h2 id="score-title">{fill(t.scoreTitle, { score: score.overall.toFixed(1) })}</h2>
      <p>{t.scoreIntro}</p>
      <ul className="score__list">
        {score.parts.map((part) => (
          <li key={part.criterion} className="score__item">
            <p className="score__head">
              <strong>{names[part.criterion]}</strong>
              <span>{part.figure}</span>
              <span className="score__points">
                {part.points === null ? (
                  t.notCounted
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
        {fillNodes(t.scoreTotal, {
          car: carName,
          counted: counted === score.parts.length ? t.countedAll : fill(t.countedSome, { n: counted }),
          score: <strong>{fill(t.scoreOutOf, { score: score.overall.toFixed(1) })}</strong>,
        })}
      </p>
    </section>
  );
}
