// Renders the site's raster head images with Chromium, once, into templates/public/ (committed):
// the app icons (apple-touch-icon 180, icon 192 and 512) from favicon.svg, and one 1200x630 JPEG Open Graph image
// per page kind (social sites do not accept SVG). Run after changing them: node scripts/draw-head-images.mjs
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const kinds = {
  home: ['Find the right electric car for India', 'Prices in lakh, real range, charging and running costs'],
  cars: ['Electric cars in India', 'Every EV on sale, compared side by side'],
  brands: ['Electric cars by brand', 'Tata, Mahindra, MG, Hyundai and more'],
  blog: ['EV news, guides and advice', 'Buying guides, costs, charging and finance'],
  glossary: ['EV glossary', 'Electric-car terms in plain English'],
  money: ['EV savings, loans and incentives', 'Calculators for running costs and EMIs'],
  guides: ['Owning an electric car in India', 'Maintenance, insurance, launches and help'],
};
const icon = readFileSync('templates/public/favicon.svg', 'utf8');
let executablePath;
try {
  if (!existsSync(chromium.executablePath())) executablePath = '/usr/bin/chromium';
} catch {
  executablePath = '/usr/bin/chromium';
}
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync('templates/public/og', { recursive: true });

for (const size of [180, 192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${icon.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: size === 180 ? 'templates/public/apple-touch-icon.png' : `templates/public/icon-${size}.png` });
  await page.close();
}

const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [kind, [title, subtitle]] of Object.entries(kinds)) {
  await page.setContent(`<body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;color:#fff;
    background:radial-gradient(circle at 85% 20%,rgba(52,199,154,.35),transparent 45%),linear-gradient(135deg,#063b2e,#0b7a5c);
    display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
    <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:750">${icon.replace('<svg ', '<svg width="72" height="72" ')} EV Guide India</div>
    <h1 style="font-size:76px;line-height:1.05;margin:48px 0 24px;max-width:950px">${title}</h1>
    <p style="font-size:38px;margin:0;color:#c3e3d8">${subtitle}</p></body>`);
  await page.screenshot({ path: `templates/public/og/${kind}.jpg`, type: 'jpeg', quality: 82 });
}
await browser.close();
console.log('drew 3 icons and', Object.keys(kinds).length, 'Open Graph images');
