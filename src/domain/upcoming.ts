/** The month of a date as the data writes launch months: "2026-02" (UTC, like every date of a build). */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/**
 * Whether an upcoming car's launch month (YYYY-MM) is before `today`'s month: the site then stops listing it, and
 * `evguide validate` warns that its entry needs updating.
 */
export const launchHasPassed = (launch: string, today: Date): boolean => launch < monthOf(today);

/** The cars of a list still expected on `today`: one whose launch month has passed drops off by itself. */
export const stillUpcoming = <C extends { launch: string }>(cars: readonly C[], today: Date): C[] =>
  cars.filter((car) => !launchHasPassed(car.launch, today));

/** The first day of a launch month (YYYY-MM), in UTC: what pages name as the month, and a reminder's day. */
export const launchMonthStart = (launch: string): Date => new Date(`${launch}-01T00:00:00Z`);
