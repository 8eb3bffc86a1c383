import type { Logger } from '../src/logger.ts';

/** What the progress bar writes to: stderr, or a stand-in in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** Phases shorter than this show no bar: a short build prints only its summary. */
const SHOW_AFTER_MS = 300;
const REDRAW_EVERY_MS = 80;
const CLEAR_LINE = '\r\x1b[2K';

/**
 * The CLI's logger: messages on their own lines, and for a long phase a one-line bar redrawn in place, on a
 * terminal only (in CI logs and pipes the bar would be noise).
 */
export function terminalLogger(stream: ProgressStream, now: () => number = () => performance.now()): Logger {
  let shown = false;
  let phaseStart = 0;
  let phaseName = '';
  let lastDraw = 0;
  const clear = () => {
    if (shown) stream.write(CLEAR_LINE);
    shown = false;
  };
  return {
    info(message) {
      clear();
      stream.write(`${message}\n`);
    },
    warn(message) {
      clear();
      stream.write(`warning: ${message}\n`);
    },
    progress(phase, done, total) {
      if (!stream.isTTY) return;
      const time = now();
      if (phase !== phaseName) {
        phaseName = phase;
        phaseStart = time;
        lastDraw = 0;
      }
      if (done >= total) return clear();
      if (time - phaseStart < SHOW_AFTER_MS || time - lastDraw < REDRAW_EVERY_MS) return;
      lastDraw = time;
      const width = Math.max(10, Math.min(30, (stream.columns ?? 80) - 40));
      const filled = Math.round((done / total) * width);
      stream.write(`${CLEAR_LINE}  ${phase} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} pages`);
      shown = true;
    },
  };
}
