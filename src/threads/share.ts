import type { WorkerThread } from './pool.ts';

/** Options of {@link shareWork}. */
export interface ShareOptions<T> {
  /** Items per batch, sent to a worker or done on the main thread between looks at the workers. */
  batch: number;
  /** Does a batch on the main thread; without it, when there are workers, they do every batch. */
  onMain?: (items: readonly T[]) => void;
  /** Has a worker do a batch; resolves when it is done and its results are recorded. */
  onWorker: (worker: WorkerThread, items: readonly T[]) => Promise<void>;
  /** Called as batches finish: how many items are done so far. */
  onProgress?: (done: number) => void;
}

/**
 * Works through `items` in batches, on the main thread and the workers together: each worker keeps two batches in
 * hand so that it never waits, and the main thread takes the next batch itself in between. Stops at a worker's
 * first failure, and rejects with it once every batch already sent has settled.
 */
export async function shareWork<T>(items: readonly T[], workers: readonly WorkerThread[], options: ShareOptions<T>): Promise<void> {
  if (!options.onMain && workers.length > 0) return workersOnly(items, workers, options);
  const onMain = options.onMain ?? (() => {});
  const running: Promise<void>[] = [];
  let next = 0;
  let done = 0;
  const progress = (count: number) => {
    done += count;
    options.onProgress?.(done);
  };
  const take = () => {
    const from = next;
    next += options.batch;
    return items.slice(from, next);
  };
  const feed = () => {
    for (const worker of workers) {
      while (!worker.failure && worker.busy < 2 && next < items.length) {
        const batch = take();
        const job = options.onWorker(worker, batch).then(() => progress(batch.length));
        // Its failure is handled when the loop looks at the workers, and by Promise.all below; until then it must not
        // count as an unhandled rejection, which would end the process before the build can clean up.
        job.catch(() => {});
        running.push(job);
      }
    }
  };
  try {
    while (next < items.length) {
      feed();
      const batch = take();
      onMain(batch);
      progress(batch.length);
      // Let the workers' replies in before the next batch, and stop at the first failure.
      if (workers.length > 0) await new Promise((resolve) => setImmediate(resolve));
      const failure = workers.find((worker) => worker.failure)?.failure;
      if (failure) throw failure;
    }
    await Promise.all(running);
  } catch (error) {
    // Whatever a worker is doing must finish (or fail) before the caller abandons the work.
    await Promise.allSettled(running);
    throw error;
  }
}

/** {@link shareWork} with the main thread left to coordinate: each worker takes a batch as it finishes one. */
async function workersOnly<T>(items: readonly T[], workers: readonly WorkerThread[], options: ShareOptions<T>): Promise<void> {
  let next = 0;
  let done = 0;
  // Two turns a worker, so that its next batch is already there when it finishes one.
  const turn = async (worker: WorkerThread) => {
    while (next < items.length) {
      const batch = items.slice(next, next + options.batch);
      next += options.batch;
      await options.onWorker(worker, batch);
      done += batch.length;
      options.onProgress?.(done);
    }
  };
  const turns = workers.flatMap((worker) => [turn(worker), turn(worker)]);
  try {
    await Promise.all(turns);
  } catch (error) {
    // Whatever a worker is doing must finish (or fail) before the caller abandons the work.
    next = items.length;
    await Promise.allSettled(turns);
    throw error;
  }
}
