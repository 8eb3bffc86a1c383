import type { Ownership } from '../../src/domain/ownership.ts';
import { formatLakh, formatMonths, formatRupeesInLakh, LAKH } from '../../src/domain/format.ts';
import { fill, useText } from '../i18n/context.ts';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 72, right: 32, top: 16, bottom: 36 };

/**
 * What owning each car has cost after each year, drawn on the server as SVG (and again by the island when the state
 * or distance changes): two straight lines, since the yearly costs are the same every year, which cross at the
 * break-even. No script, no style attribute: colours come from the stylesheet, so the CSP holds.
 */
export function CostChart({
  ownership,
  years,
  evName,
  petrolName,
}: {
  ownership: Ownership;
  years: number;
  evName: string;
  petrolName: string;
}) {
  const words = useText().car;
  const { ev, petrol } = ownership;
  const at = (costs: typeof ev, year: number) => costs.upfront + costs.perYear * year;
  const top = Math.max(at(ev, years), at(petrol, years));
  // Gridlines at round lakh steps, about five of them.
  const step = niceStep(top / LAKH / 5) * LAKH;
  const max = Math.ceil(top / step) * step;
  const x = (year: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * year) / years;
  const y = (rupees: number) => HEIGHT - PAD.bottom - ((HEIGHT - PAD.top - PAD.bottom) * rupees) / max;
  const line = (costs: typeof ev) =>
    `M${x(0).toFixed(1)},${y(at(costs, 0)).toFixed(1)} L${x(years).toFixed(1)},${y(at(costs, years)).toFixed(1)}`;
  const grid = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
  const breakEven =
    ownership.breakEvenMonths !== undefined && ownership.breakEvenMonths <= years * 12 ? ownership.breakEvenMonths / 12 : undefined;
  const summary = fill(breakEven === undefined ? words.chartSummary : words.chartSummaryCross, {
    time: formatMonths(years * 12),
    ev: evName,
    evCost: formatRupeesInLakh(at(ev, years)),
    petrol: petrolName,
    petrolCost: formatRupeesInLakh(at(petrol, years)),
    cross: breakEven === undefined ? '' : formatMonths(ownership.breakEvenMonths!),
  });
  return (
    <svg className="cost-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
      {grid.map((value) => (
        <g key={value} className="cost-chart__grid">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
          <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end">
            {fill(words.chartLakh, { amount: formatLakh(value / LAKH).replace(/\.00$/, '') })}
          </text>
        </g>
      ))}
      {Array.from({ length: years + 1 }, (_, year) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one label per year from 0 (Buy) to `years`: the year is the label.
        <text key={year} className="cost-chart__axis" x={x(year)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle">
          {year === 0 ? words.chartBuy : fill(words.chartYear, { year })}
        </text>
      ))}
      <path className="cost-chart__line cost-chart__line--petrol" d={line(petrol)} />
      <path className="cost-chart__line cost-chart__line--ev" d={line(ev)} />
      {breakEven !== undefined && <circle className="cost-chart__cross" cx={x(breakEven)} cy={y(at(ev, breakEven))} r={6} />}
    </svg>
  );
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}
