// A render worker: renders the pages it is sent and writes each into the staging folder, replying with what the
// build records of it. Started by pool.ts; see there for the protocol.
import { statSync } from 'node:fs';
import { crashPoint } from '../crash.ts';
import { writePartsSync } from '../emit/write-parts.ts';
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
      writePartsSync(job.file, parts);
      crashPoint('render-worker');
      const { size, mtimeMs } = statSync(job.file);
      return { key, scan, stamp: `${size}:${mtimeMs}`, size };
    });
    port.postMessage({ id, results } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
  }
});
