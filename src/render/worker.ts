// A render worker: renders the pages it is sent and writes each into the staging folder, replying with what the
// build records of it. Started by pool.ts; see there for the protocol.
import { statSync } from 'node:fs';
import { crashPoint } from '../testing/crash-points.ts';
import { writeOutputFile } from '../emit/write-parts.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderer, type RenderSetup } from './index.ts';
import type { WorkerReply, WorkerRequest } from './pool.ts';

const renderer = createRenderer((workerData as { setup: RenderSetup }).setup);
const port = parentPort!;

port.on('message', ({ id, jobs }: WorkerRequest) => {
  try {
    const results = jobs.map((job) => {
      const key = job.key ?? renderer.keyOf(job);
      const { parts, scan } = renderer.render(job);
      writeOutputFile(job.file, parts);
      crashPoint('render-worker');
      const { size, mtimeMs } = statSync(job.file);
      return { key, scan, stamp: `${size}:${mtimeMs}`, size };
    });
    port.postMessage({ id, results } satisfies WorkerReply);
  } catch (error) {
    // An error of the system (a full disk) crosses to the main thread with what names it: code, call and path.
    const { code, syscall, path } = error as NodeJS.ErrnoException;
    const system = typeof code === 'string' && typeof path === 'string' ? { system: { code, syscall, path } } : {};
    port.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ...system,
    } satisfies WorkerReply);
  }
});
