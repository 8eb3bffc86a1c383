// Shows the 404 message of the section the missing path belongs to (/cars/, /brands/, /blog/) and logs the path.
// Under /cars/, it lists the cars whose addresses are nearest the one asked for (/cars/tata-nexon: Tata Nexon EV).
import { nearest } from '../../src/domain/suggest.ts';
import type { SuggestableCar } from '../pages/NotFoundPage.tsx';

const path = window.location.pathname;
// The Hindi pages' sections are the same under /hi/.
const section = /^(?:\/hi)?\/(cars|brands|blog)\/[^/]+/.exec(path)?.[1];
const specific = section ? document.querySelector<HTMLElement>(`.not-found__message[data-section="${section}"]`) : null;
if (specific) {
  document.querySelector<HTMLElement>('.not-found__message[data-section=""]')?.setAttribute('hidden', '');
  specific.removeAttribute('hidden');
  document.title = `${specific.querySelector('h1')?.textContent ?? 'Not found'} | ${document.title.split(' | ').pop() ?? ''}`;
}
const asked = /^(\/hi)?\/cars\/([^/]+)/.exec(path);
const suggest = specific?.querySelector<HTMLElement>('.not-found__suggest');
if (asked && suggest) {
  const cars = JSON.parse(document.getElementById('car-names')?.textContent ?? '[]') as SuggestableCar[];
  let typed = asked[2]!;
  try {
    typed = decodeURIComponent(typed);
  } catch {
    // A malformed escape (%E0%A4) is matched as it was typed.
  }
  const found = nearest(typed, cars, (car) => car.keys);
  for (const car of found) {
    const link = document.createElement('a');
    link.href = `${asked[1] ?? ''}/cars/${car.id}`;
    link.textContent = car.name;
    const item = document.createElement('li');
    item.append(link);
    suggest.querySelector('ul')?.append(item);
  }
  if (found.length > 0) suggest.removeAttribute('hidden');
}
console.info(`404: no page at ${path}`);
