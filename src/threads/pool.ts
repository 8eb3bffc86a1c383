import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../paths.ts';

// Worker threads a build shares between its stages: the Markdown stage sends them documents to render, the render
// stage pages. The pool knows nothing of either: a request is a kind and a payload, which src/worker.ts, the
// worker's entry, hands to that kind's handler. A worker is started only when a stage has enough work to pay for
// it (about 0.2 s to start and load its code), and then serves every later stage of the build.

/** A request to a worker: the handler's kind and what it takes. */
export interface WorkerRequest {
  id: number;
  kind: string;
  payload: unknown;
}

/** A worker's answer: the handler's result, or its error with what names a system error (code, call, path). */
export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: string; system?: { code: string; syscall: string | undefined; path: string } };

/** The worker's heap: one batch of work at a time, and a page setup (every path of the site). */
const WORKER_HEAP_MB = 384;
const WORKER_YOUNG_MB = 96;

/** One worker thread beside the main one. */
export interface WorkerThread {
  /** Asks the worker to do one job of `kind`; requests are handled in the order they are sent. */
  request<T>(kind: string, payload: unknown): Promise<T>;
  /** Requests sent and not yet answered. */
  readonly busy: number;
  /** Why the worker failed, if it did: it takes no more work. */
  readonly failure: Error | undefined;
}

/** The worker threads of one build, started when first worth it. */
export interface ThreadPool {
  /**
   * The workers for a stage with `work` to do (in the stage's own unit), started now if need be: none when the build
   * was given one thread, or when it was given no number and the work is below `threshold`; else one fewer than the
   * threads, which are every core unless the build was given a number, since the main thread works too. With
   * `mainThreadIdle`, as many workers as threads: the stage leaves the work to them.
   */
  workersFor(work: number, threshold: number, mainThreadIdle?: boolean): readonly WorkerThread[];
  close(): Promise<void>;
}

/**
 * The worker's entry: the compiled lib/worker.js when evguide runs compiled, else a starter that loads the
 * TypeScript source through tsx (tests run the sources).
 */
export function workerEntry(): string {
  const compiled = join(packageRoot, 'lib', 'worker.js');
  if (!import.meta.url.endsWith('.ts') && existsSync(compiled)) return compiled;
  return join(packageRoot, 'src', 'worker-source.mjs');
}

/**
 * The pool of a build given `threads` (the main one included), or every core when the work is large enough. Its
 * workers run `entry` (see {@link workerEntry}); `evguide dev` gives the one it compiled from the code as edited.
 */
export function threadPool(threads: number | undefined, entry: string = workerEntry()): ThreadPool {
  const workers: ReturnType<typeof startWorker>[] = [];
  let closed = false;
  return {
    workersFor(work, threshold, mainThreadIdle = false) {
      const wanted = threads ?? (work >= threshold ? availableParallelism() : 1);
      const count = work === 0 || closed || wanted === 1 ? 0 : mainThreadIdle ? wanted : wanted - 1;
      while (workers.length < count) workers.push(startWorker(entry));
      // A worker this stage does not need would hold its heap idle (a large build's peak memory): it stops.
      for (const surplus of workers.splice(count)) void surplus.close();
      return [...workers];
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

/** Starts a worker thread. It loads while the main thread goes on. */
function startWorker(entry: string): WorkerThread & { close(): Promise<void> } {
  const worker = new Worker(entry, {
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    // It holds one batch at a time: without a limit V8 would let its heap grow to gigabytes first. Its work (parsing
    // Markdown, rendering React) makes much short-lived garbage, which a young generation larger than V8's default
    // collects less often: about a tenth less time for the Markdown of 4,000 posts.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) request?.reject(Object.assign(new Error(`worker thread: ${reply.error}`), reply.system));
    else request?.resolve(reply.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`worker thread stopped (exit code ${code})`)));
  return {
    request<T>(kind: string, payload: unknown) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
        worker.postMessage({ id, kind, payload } satisfies WorkerRequest);
      });
    },
    get busy() {
      return waiting.size;
    },
    get failure() {
      return failure;
    },
    async close() {
      failure ??= new Error('worker thread closed');
      await worker.terminate();
    },
  };
}
