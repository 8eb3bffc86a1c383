// Test hooks: named points where a test can have a build kill itself, to check what a crash there leaves.
// The recovery that ships is in src/recovery.ts.

/**
 * The points where `EVGUIDE_CRASH_POINT=<point>[:<n>]` makes a build SIGKILL itself, the n-th time it passes there
 * (the first by default). tests/unit/crash.test.ts kills builds exactly there, which timing alone cannot do, and
 * checks what they leave. The variable is read once at start-up; unset, a point costs one comparison.
 */
export const CRASH_POINTS = {
  validate: 'the data read, not yet validated (the output already locked)',
  render: 'after each page the main thread writes into the spare',
  'render-worker': 'after each page a render worker writes into the spare',
  'static-files': 'after each asset, image or generated file is staged',
  staged: 'everything staged and checked, before the swap',
  swap: "between the swap's two renames: the live site moved aside, the new one not yet in its place",
  swapped: 'after both renames, before the old site becomes the spare',
  'cache-save': 'after each cache pack is written to its temporary file, before it is renamed into place',
} as const;

/** A point named in {@link CRASH_POINTS}. */
export type CrashPoint = keyof typeof CRASH_POINTS;

const [armed, times] = ((setting: string | undefined): [string | undefined, number] => {
  if (!setting) return [undefined, 0];
  const [point, count] = setting.split(':');
  return [point, Math.max(1, Number.parseInt(count ?? '1', 10) || 1)];
})(process.env.EVGUIDE_CRASH_POINT);
let passes = 0;

/** Kills this process, as SIGKILL would from outside, when EVGUIDE_CRASH_POINT names this point and count. */
export function crashPoint(point: CrashPoint): void {
  if (point !== armed) return;
  passes += 1;
  if (passes >= times) process.kill(process.pid, 'SIGKILL');
}
