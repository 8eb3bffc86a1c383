import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageScan } from '../check/index.ts';
import { packageRoot } from '../paths.ts';
import type { RenderJob, RenderSetup } from './index.ts';

/** A page for a worker: where to write it, and its key when the build computed it already. */
export type WorkerJob = RenderJob & { file: string; key?: string };
export interface WorkerRequest {
  id: number;
  jobs: WorkerJob[];
}
/** What a worker reports of each page it wrote: its key, scan, size and time on disk. */
export interface WorkerResult {
  key: string;
  scan: PageScan;
  stamp: string;
  size: number;
}
export type WorkerReply =
  | { id: number; results: WorkerResult[] }
  | { id: number; error: string; system?: { code: string; syscall: string | undefined; path: string } };

/** The render worker's heap: its setup (every path of the site) and a batch of pages. */
const WORKER_HEAP_MB = 384;

/** A render worker running beside the main thread. */
export interface RenderPool {
  /** Renders and writes pages in the worker. */
  render(jobs: WorkerJob[]): Promise<WorkerResult[]>;
  /** Batches sent and not yet answered. */
  readonly busy: number;
  /** Whether the worker failed: it takes no more work. */
  readonly failed: boolean;
  close(): Promise<void>;
}

/**
 * The worker's entry: the compiled lib/render-worker.js when evguide runs compiled, else a starter that loads the
 * TypeScript source through tsx (tests run the sources).
 */
function workerEntry(): string {
  const compiled = join(packageRoot, 'lib', 'render-worker.js');
  if (!import.meta.url.endsWith('.ts') && existsSync(compiled)) return compiled;
  return join(packageRoot, 'src', 'render', 'worker-source.mjs');
}

/** Starts a render worker for this build's setup. It loads while the main thread goes on. */
export function startRenderPool(setup: RenderSetup): RenderPool {
  const worker = new Worker(workerEntry(), {
    workerData: { setup },
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    // It holds one batch of pages at a time: without a limit V8 would let its heap grow to gigabytes first.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const waiting = new Map<number, { resolve: (results: WorkerResult[]) => void; reject: (error: Error) => void }>();
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
    if ('error' in reply) request?.reject(Object.assign(new Error(`render worker: ${reply.error}`), reply.system));
    else request?.resolve(reply.results);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`render worker stopped (exit code ${code})`)));
  return {
    render(jobs) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, jobs } satisfies WorkerRequest);
      });
    },
    get busy() {
      return waiting.size;
    },
    get failed() {
      return failure !== undefined;
    },
    async close() {
      failure ??= new Error('render worker closed');
      await worker.terminate();
    },
  };
}
