/**
 * The one date a build treats as "now": SOURCE_DATE_EPOCH (seconds) when set, for reproducible builds;
 * otherwise today at 00:00 UTC, so two builds on the same day give the same bytes.
 */
export function resolveBuildDate(env: NodeJS.ProcessEnv = process.env, now: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  const today = now();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}
