import { describe, expect, it } from 'vitest';
import { terminalLogger } from '../../cli/progress.ts';

/** A stand-in for stderr with a clock the test moves. */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  let time = 0;
  const logger = terminalLogger({ isTTY, columns: 80, write: (text) => written.push(text) }, () => time);
  return { logger, written, advance: (ms: number) => (time += ms) };
}

describe('the build progress bar', () => {
  it('draws a bar in place on a terminal once a phase has run a while, and clears it before the next message', () => {
    const { logger, written, advance } = terminal(true);
    logger.progress!('render', 100, 4000);
    expect(written).toEqual([]);
    advance(400);
    logger.progress!('render', 2000, 4000);
    expect(written.at(-1)).toMatch(/^\r\x1b\[2K {2}render \[█{15}░{15}\] 2000\/4000 pages$/);
    logger.progress!('render', 2100, 4000);
    expect(written).toHaveLength(1);
    advance(100);
    logger.progress!('render', 4000, 4000);
    expect(written.at(-1)).toBe('\r\x1b[2K');
    logger.info('✓ built');
    expect(written.at(-1)).toBe('✓ built\n');
  });

  it('prints nothing but messages when stderr is not a terminal', () => {
    const { logger, written, advance } = terminal(false);
    advance(1000);
    logger.progress!('render', 10, 4000);
    logger.info('  render   1200 ms');
    expect(written).toEqual(['  render   1200 ms\n']);
  });
});
