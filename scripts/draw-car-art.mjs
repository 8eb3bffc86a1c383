// Draws data/images/cars/<id>.svg for every car: a side-view silhouette of its body type in its brand's colour.
// Run after adding a car or changing a body type or brand colour: node scripts/draw-car-art.mjs
// The drawings are committed content; the build only copies them.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { parse } from 'yaml';

/** Side-profile proportions per body type, on a 480 x 270 canvas, car facing right. */
const shapes = {
  Hatchback: {
    L: 72,
    R: 408,
    bottom: 206,
    roof: 94,
    roofRear: 118,
    roofFront: 262,
    cowl: 300,
    hood: 142,
    tailTop: 104,
    r: 33,
    wr: 138,
    wf: 342,
  },
  Micro: {
    L: 122,
    R: 358,
    bottom: 206,
    roof: 76,
    roofRear: 140,
    roofFront: 300,
    cowl: 330,
    hood: 138,
    tailTop: 84,
    r: 29,
    wr: 168,
    wf: 314,
  },
  SUV: { L: 54, R: 426, bottom: 200, roof: 78, roofRear: 92, roofFront: 268, cowl: 320, hood: 128, tailTop: 88, r: 38, wr: 132, wf: 350 },
  'Coupe SUV': {
    L: 54,
    R: 426,
    bottom: 200,
    roof: 82,
    roofRear: 176,
    roofFront: 262,
    cowl: 320,
    hood: 132,
    tailTop: 126,
    r: 38,
    wr: 132,
    wf: 350,
  },
  Sedan: {
    L: 48,
    R: 432,
    bottom: 206,
    roof: 98,
    roofRear: 168,
    roofFront: 276,
    cowl: 322,
    hood: 142,
    tailTop: 138,
    r: 32,
    wr: 124,
    wf: 356,
  },
  MPV: { L: 46, R: 434, bottom: 204, roof: 80, roofRear: 68, roofFront: 252, cowl: 310, hood: 136, tailTop: 86, r: 34, wr: 122, wf: 360 },
  Crossover: {
    L: 56,
    R: 424,
    bottom: 203,
    roof: 88,
    roofRear: 122,
    roofFront: 260,
    cowl: 316,
    hood: 138,
    tailTop: 112,
    r: 36,
    wr: 132,
    wf: 348,
  },
};

const shade = (hex, amount) => {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
};
const lerpX = (x1, y1, x2, y2, y) => x1 + ((x2 - x1) * (y - y1)) / (y2 - y1);

function draw(car, colour) {
  const s = shapes[car.bodyType];
  const { L, R, bottom: yb, roof, roofRear, roofFront, cowl, hood, tailTop, r, wr, wf } = s;
  const arch = r + 7;
  const body = [
    `M${L + 12} ${yb}`,
    `L${wr - arch} ${yb}`,
    `A${arch} ${arch} 0 0 1 ${wr + arch} ${yb}`,
    `L${wf - arch} ${yb}`,
    `A${arch} ${arch} 0 0 1 ${wf + arch} ${yb}`,
    `L${R - 10} ${yb}`,
    `Q${R} ${yb} ${R} ${yb - 16}`,
    `L${R} ${hood + 14}`,
    `Q${R - 2} ${hood} ${R - 34} ${hood - 2}`,
    `L${cowl} ${hood - 8}`,
    `L${roofFront} ${roof}`,
    `Q${(roofFront + roofRear) / 2} ${roof - 5} ${roofRear} ${roof}`,
    `L${L + 8} ${tailTop}`,
    `Q${L} ${tailTop + 4} ${L} ${tailTop + 22}`,
    `L${L} ${yb - 14}`,
    `Q${L} ${yb} ${L + 12} ${yb}`,
    'Z',
  ].join(' ');
  const belt = hood - 4;
  const frontGlass = lerpX(cowl, hood - 8, roofFront, roof, belt) - 8;
  // The rear edge of the glass follows the tail: its slope down to tailTop, then the vertical back of the car.
  const rearEdge =
    tailTop < belt - 10 ? `L${L + 16} ${tailTop + 10} L${L + 16} ${belt}` : `L${lerpX(roofRear, roof, L + 8, tailTop, belt) + 12} ${belt}`;
  const rearGlass = tailTop < belt - 10 ? L + 16 : lerpX(roofRear, roof, L + 8, tailTop, belt) + 12;
  const pillar = (frontGlass + rearGlass) / 2 + 6;
  const glass = `M${frontGlass} ${belt} L${roofFront + 4} ${roof + 9} Q${(roofFront + roofRear) / 2} ${roof + 5} ${Math.max(roofRear + 8, L + 16)} ${roof + 9} ${rearEdge} Z`;
  const wheel = (x) =>
    `<g transform="translate(${x} ${yb})"><circle r="${r}" fill="#1f2937"/><circle r="${(r * 0.58).toFixed(1)}" fill="#cbd5e1"/><circle r="${(r * 0.2).toFixed(1)}" fill="#475569"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img">
<title>${car.name}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.9)}" stop-opacity=".18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.22)}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#sky)"/>
<ellipse cx="${(L + R) / 2}" cy="${yb + r - 2}" rx="${(R - L) / 2 + 10}" ry="9" fill="#0f172a" opacity=".14"/>
<path d="${body}" fill="url(#paint)"/>
<path d="${glass}" fill="#dbeafe" opacity=".92"/>
<rect x="${pillar - 4}" y="${roof + 6}" width="8" height="${belt - roof - 6}" fill="${shade(colour, -0.1)}"/>
<path d="M${L + 14} ${belt + 12} L${R - 40} ${belt + 10}" stroke="#ffffff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>
<rect x="${R - 26}" y="${hood + 6}" width="22" height="8" rx="4" fill="#fef3c7"/>
<rect x="${L + 2}" y="${tailTop + 26}" width="12" height="9" rx="3" fill="#ef4444"/>
${wheel(wr)}
${wheel(wf)}
</svg>
`;
}

const brands = new Map(
  readdirSync('data/brands').map((file) => {
    const brand = parse(readFileSync(`data/brands/${file}`, 'utf8'));
    return [brand.slug, brand.colour];
  }),
);
mkdirSync('data/images/cars', { recursive: true });
for (const file of readdirSync('data/cars').sort()) {
  const car = parse(readFileSync(`data/cars/${file}`, 'utf8'));
  const colour = brands.get(car.brand);
  if (!colour || !shapes[car.bodyType]) throw new Error(`${file}: no brand colour or no drawing for ${car.bodyType}`);
  writeFileSync(`data/images/cars/${car.id}.svg`, draw(car, colour));
}
console.log(`drew ${readdirSync('data/cars').length} cars`);
