// The render stage's work on a worker thread (see src/threads/pool.ts): a worker is given the build's setup once,
// then renders the pages it is sent and writes each into the staging folder, answering with what the build records
// of it.
import { statSync } from 'node:fs';
import { writeOutputFile, type PageScan } from '../page/index.ts';
import { crashPoint } from '../testing/crash-points.ts';
import { createRenderer, type Renderer, type RenderJob, type RenderSetup } from './index.ts';

/** A page for a worker: where to write it, and its key when the build computed it already. */
export type WorkerJob = RenderJob & { file: string; key?: string };

/** What a worker reports of each page it wrote: its key, scan, size and time on disk. */
export interface WorkerResult {
  key: string;
  scan: PageScan;
  stamp: string;
  size: number;
}

let renderer: Renderer | undefined;
/** Why the setup failed: each batch sent after it fails with the same error. */
let setupFailure: unknown;

/** The render stage's kinds of request: the setup, then batches of pages. */
export const handlers = {
  'render-setup': (setup: RenderSetup): void => {
    try {
      renderer = createRenderer(setup);
    } catch (error) {
      setupFailure = error;
      throw error;
    }
  },
  render: (jobs: WorkerJob[]): WorkerResult[] => {
    if (!renderer) throw setupFailure ?? new Error('render: no render-setup was sent first');
    const ready = renderer;
    return jobs.map((job) => {
      const key = job.key ?? ready.keyOf(job);
      const { parts, scan } = ready.render(job);
      writeOutputFile(job.file, parts);
      crashPoint('render-worker');
      const { size, mtimeMs } = statSync(job.file);
      return { key, scan, stamp: `${size}:${mtimeMs}`, size };
    });
  },
};
