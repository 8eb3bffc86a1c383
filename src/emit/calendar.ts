import { launchMonthStart, stillUpcoming } from '../domain/upcoming.ts';
import { formatDate, formatMonthYear, formatPriceRange } from '../domain/format.ts';
import { fill, formatLocale, localePath } from '../domain/locale.ts';
import { LAUNCH_CALENDAR_PATH, launchReminderPath, upcomingCardId } from '../domain/nav.ts';
import type { OutputFile } from '../output-file.ts';
import { catalogues } from '../registry.ts';
import type { SiteSettings, UpcomingCar } from '../schema/index.ts';

/**
 * The launch calendars, in the language the build is being made in (call it inside inLocale): upcoming.ics with
 * every car still expected, and upcoming/{id}.ics with one car's, which its Notify Me button downloads. A static
 * site cannot send an e-mail when a car launches; a calendar reminder for the expected month is what it can give.
 * The same data and build date give the same bytes.
 */
export function launchCalendars(settings: SiteSettings, upcoming: readonly UpcomingCar[], buildDate: Date, prefix = ''): OutputFile[] {
  const cars = stillUpcoming(upcoming, buildDate);
  const words = catalogues[formatLocale()].heads;
  const calendar = (name: string, events: readonly string[][]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${text(settings.name)}//evguide//${formatLocale().toUpperCase()}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${text(name)}`,
      ...events.flat(),
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n')
      .concat('\r\n');
  const event = (car: UpcomingCar) => launchEvent(car, settings, buildDate, words);
  return [
    {
      path: `${prefix}${LAUNCH_CALENDAR_PATH.slice(1)}`,
      contents: calendar(fill(words.launchCalendarName, { site: settings.name }), cars.map(event)),
    },
    ...cars.map((car) => ({
      path: `${prefix}${launchReminderPath(car.id).slice(1)}`,
      contents: calendar(fill(words.launchReminderName, { name: car.name }), [event(car)]),
    })),
  ];
}

type CalendarWords = (typeof catalogues)['en']['heads'];

/**
 * One car's expected launch: a whole-day event on the first of its month, with a reminder that morning, linking to
 * its card. Its UID is the same in every build, so a calendar that matches events by UID (as a subscribed calendar
 * does) updates the event when the month moves; an app that imports a file once may add it again instead.
 */
function launchEvent(car: UpcomingCar, settings: SiteSettings, buildDate: Date, words: CalendarWords): string[] {
  const first = launchMonthStart(car.launch);
  const second = new Date(first.getTime() + 86_400_000);
  const url = `${settings.baseUrl}${localePath('/upcoming', formatLocale())}#${upcomingCardId(car.id)}`;
  const description = fill(words.launchDescription, {
    name: car.name,
    month: formatMonthYear(first),
    price: formatPriceRange(car.expectedPrice),
    asOf: formatDate(new Date(`${car.expectedPrice.asOf}T00:00:00Z`)),
    source: car.expectedPrice.source,
    url,
  });
  const summary = fill(words.launchSummary, { name: car.name });
  return [
    'BEGIN:VEVENT',
    `UID:${car.id}-launch@${new URL(settings.baseUrl).hostname}`,
    `DTSTAMP:${stamp(buildDate)}`,
    `DTSTART;VALUE=DATE:${day(first)}`,
    `DTEND;VALUE=DATE:${day(second)}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(summary)}`,
    // 9 in the morning of the first of the month.
    'TRIGGER:PT9H',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** A date as iCalendar writes a whole day: 20270301. */
const day = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

/** A moment in UTC as iCalendar writes it: 20261130T000000Z. */
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A text value with iCalendar's escapes: backslash, semicolon, comma and line break (RFC 5545, 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 bytes, never inside a character: each further part starts with a space (RFC 5545, 3.1). */
export function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > 75) {
      parts.push(part);
      part = ' ';
      bytes = 1;
    }
    part += char;
    bytes += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}
