import { describe, expect, it } from 'vitest';
import type { WorkerThread } from '../../src/threads/pool.ts';
import { shareWork } from '../../src/threads/share.ts';

/** A worker that answers after a while, and fails the batches `fails` picks. */
function fakeWorker(fails: (batch: readonly number[]) => boolean): WorkerThread & { done: number[] } {
  let busy = 0;
  let failure: Error | undefined;
  const done: number[] = [];
  return {
    done,
    request<T>(_kind: string, batch: unknown) {
      busy++;
      return new Promise<T>((resolve, reject) =>
        setTimeout(() => {
          busy--;
          if (fails(batch as number[])) {
            failure = new Error('worker died');
            reject(failure);
          } else {
            done.push(...(batch as number[]));
            resolve(undefined as T);
          }
        }, 5),
      );
    },
    get busy() {
      return busy;
    },
    get failure() {
      return failure;
    },
  };
}

const items = Array.from({ length: 200 }, (_, i) => i);

describe('shareWork', () => {
  it('does every item once, on the main thread and the workers together', async () => {
    const worker = fakeWorker(() => false);
    const onMain: number[] = [];
    await shareWork(items, [worker], {
      batch: 4,
      onMain: (batch) => {
        onMain.push(...batch);
        const until = Date.now() + 2;
        while (Date.now() < until);
      },
      onWorker: (w, batch) => w.request('work', batch),
    });
    expect([...onMain, ...worker.done].sort((a, b) => a - b)).toEqual(items);
    expect(worker.done.length).toBeGreaterThan(0);
    expect(onMain.length).toBeGreaterThan(0);
  });

  it('rejects with a worker failure that comes while the main thread works, and leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const worker = fakeWorker((batch) => batch[0]! >= 40);
      const run = shareWork(items, [worker], {
        batch: 4,
        onMain: () => {
          const until = Date.now() + 3;
          while (Date.now() < until);
        },
        onWorker: (w, batch) => w.request('work', batch),
      });
      await expect(run).rejects.toThrow('worker died');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('leaves the work to the workers when the stage gives the main thread none', async () => {
    const workers = [fakeWorker(() => false), fakeWorker(() => false)];
    await shareWork(items, workers, { batch: 8, onWorker: (w, batch) => w.request('work', batch) });
    expect(workers.flatMap((w) => w.done).sort((a, b) => a - b)).toEqual(items);
    expect(workers.every((w) => w.done.length > 0)).toBe(true);
  });
});
