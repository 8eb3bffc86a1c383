import { describe, expect, it, vi } from 'vitest';
import { fold, launchCalendars } from '../../src/emit/calendar.ts';
import '../../src/domain/hi/all.ts';
import { inLocale } from '../../src/domain/locale.ts';
import type { SiteSettings, UpcomingCar } from '../../src/schema/index.ts';

const settings = { name: 'EV Guide India', baseUrl: 'https://evguide.in' } as SiteSettings;
const car = (id: string, name: string, launch: string) =>
  ({
    id,
    name,
    launch,
    expectedPrice: { min: 15.99, max: 20.01, asOf: '2026-02-01', source: 'Autocar India, 1 February 2026; trade estimate' },
  }) as UpcomingCar;
const cars = [car('kia-syros-ev', 'Kia Syros EV', '2026-03'), car('tata-sierra-ev', 'Tata Sierra EV, long range', '2026-12')];
const buildDate = new Date('2026-03-15T10:20:30Z');

const files = (upcoming = cars, date = buildDate) => launchCalendars(settings, upcoming, date);
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const byPath = (path: string) => files().find((file) => file.path === path) as { path: string; contents: string };

describe('launchCalendars', () => {
  it('writes one calendar of every launch still expected, and one reminder a car', () => {
    expect(files().map((file) => file.path)).toEqual(['upcoming.ics', 'upcoming/kia-syros-ev.ics', 'upcoming/tata-sierra-ev.ics']);
    const all = unfold(byPath('upcoming.ics').contents);
    expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // A car whose month has passed drops off, as it does from the upcoming page.
    const later = launchCalendars(settings, cars, new Date('2026-04-01T00:00:00Z'));
    expect(later.map((file) => file.path)).toEqual(['upcoming.ics', 'upcoming/tata-sierra-ev.ics']);
  });

  it('puts the launch on the first day of its month, all day, with a stable id and the build date as its stamp', () => {
    const ics = unfold(byPath('upcoming/tata-sierra-ev.ics').contents);
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261202\r\n');
    expect(ics).toContain('\r\nUID:tata-sierra-ev-launch@evguide.in\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260315T102030Z\r\n');
    expect(ics).toContain('\r\nURL:https://evguide.in/upcoming#launch-tata-sierra-ev\r\n');
    expect(ics).toContain('\r\nTRIGGER:PT9H\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it("escapes commas and semicolons, and says the month is reported, with the price's date and source", () => {
    const ics = unfold(byPath('upcoming/tata-sierra-ev.ics').contents);
    expect(ics).toContain('SUMMARY:Tata Sierra EV\\, long range: launch expected this month\r\n');
    expect(ics).toContain('in December 2026\\, as reported\\; a launch month can still move');
    expect(ics).toContain('(reported 1 February 2026\\; source: Autocar India\\, 1 February 2026\\; trade estimate)');
  });

  it('is the same bytes for the same data and build date, whenever it is made', () => {
    const before = files();
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    try {
      expect(files()).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a Hindi calendar in Hindi, linking to the Hindi page', () => {
    const [all] = inLocale('hi', () => launchCalendars(settings, cars, buildDate, 'hi/')) as { path: string; contents: string }[];
    expect(all!.path).toBe('hi/upcoming.ics');
    const ics = unfold(all!.contents);
    expect(ics).toContain('SUMMARY:Kia Syros EV: इस महीने लॉन्च की उम्मीद\r\n');
    expect(ics).toContain('URL:https://evguide.in/hi/upcoming#launch-kia-syros-ev\r\n');
  });
});

describe('fold', () => {
  it('keeps every line within 75 bytes without splitting a character, and unfolds to the line', () => {
    const line = `DESCRIPTION:${'किआ सायरोस EV के भारत में आने की उम्मीद है 🚗। '.repeat(6)}`;
    const folded = fold(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      // Whole characters only: a part cut inside one would not survive a trip through UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
    expect(fold('SHORT:line')).toBe('SHORT:line');
  });
});
