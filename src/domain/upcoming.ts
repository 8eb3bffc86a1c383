/** The month of a date as the data writes launch months: "2026-02" (UTC, like every date of a build). */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/**
 * Whether an upcoming car's launch month (YYYY-MM) is before `today`'s month: the site then stops listing it, and
 * `evguide validate` warns that its entry needs updating.
 */
export const launchHasPassed = (launch: string, today: Date): boolean => launch < monthOf(today);
