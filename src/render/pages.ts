import { availableParallelism } from 'node:os';
import type { PageScan } from '../check/index.ts';
import { crashPoint } from '../testing/crash-points.ts';
import { pageFile, type OutputStage } from '../emit/index.ts';
import type { Page } from '../routes/index.ts';
import { createRenderer, jobOf, type Renderer, type RenderJob, type RenderSetup } from './index.ts';
import { startRenderPool, type RenderPool } from './pool.ts';

/** Below this many pages to render, a worker costs more to start (about 0.2 s) than it saves. */
export const WORKER_THRESHOLD = 300;
/** Pages per batch sent to a worker or rendered on the main thread between looks at the workers. */
const BATCH = 16;

/** Options of {@link renderPages}. */
export interface RenderPagesOptions {
  /** Threads that render, the main one included. @default all cores when there are many pages, else 1 */
  threads?: number;
  /** Called as pages are rendered: how many of how many. */
  onProgress?: (done: number, total: number) => void;
}

/** What rendering the pages did: the link-check scans of every page, in page order, and how many were rendered. */
export interface RenderedPages {
  /** Each page's own scan (packed when it came from a manifest, see check/) and those of its shared parts. */
  scans: [file: string, scans: (PageScan | string)[]][];
  rendered: number;
  threads: number;
}

/** A page to render: its place in the page list, what to render, the file it goes to, and its cache key if known. */
interface QueuedPage {
  index: number;
  job: RenderJob;
  file: string;
  key?: string;
}

/**
 * Renders into the staged output every page it does not already hold. The main thread and the workers share the
 * work in batches, each writing its pages as it goes; the HTML is never gathered in memory.
 */
export async function renderPages(
  pages: readonly Page[],
  setup: RenderSetup,
  output: OutputStage,
  options: RenderPagesOptions = {},
): Promise<RenderedPages> {
  const renderer = createRenderer(setup);
  const scans: RenderedPages['scans'] = new Array(pages.length);
  const queue = pagesToRender(pages, renderer, output, scans);
  const threads = Math.max(1, options.threads ?? (queue.length >= WORKER_THRESHOLD ? availableParallelism() : 1));
  const pools: RenderPool[] = [];
  for (let i = 1; i < threads; i++) pools.push(startRenderPool(setup));
  const running: Promise<void>[] = [];
  let next = 0;
  let done = 0;
  const progress = (count: number) => {
    done += count;
    options.onProgress?.(done, queue.length);
  };
  const take = () => {
    const from = next;
    next += BATCH;
    return queue.slice(from, next);
  };
  const record = (item: QueuedPage, scan: PageScan) => {
    scans[item.index] = [item.file, [scan, ...renderer.sharedScans(item.job.path)]];
  };
  const feed = () => {
    for (const pool of pools) {
      while (!pool.failed && pool.busy < 2 && next < queue.length) {
        const batch = take();
        running.push(renderOnWorker(pool, batch, output, record).then(() => progress(batch.length)));
      }
    }
  };

  try {
    while (next < queue.length) {
      feed();
      const batch = take();
      for (const item of batch) {
        const { parts, scan } = renderer.render(item.job);
        output.write(item.file, parts, item.key ?? renderer.keyOf(item.job), scan);
        crashPoint('render');
        record(item, scan);
      }
      progress(batch.length);
      // Let the workers' replies in before the next batch, and stop at the first failure.
      if (pools.length > 0) await new Promise((resolve) => setImmediate(resolve));
      if (pools.some((pool) => pool.failed)) break;
    }
    await Promise.all(running);
  } catch (error) {
    // Whatever a worker is writing must be recorded (or fail) before the stage is abandoned.
    await Promise.allSettled(running);
    throw error;
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
  return { scans, rendered: queue.length, threads };
}

/**
 * The pages that need rendering. A page the staged output already holds, rendered from the same key, is kept as it
 * is and its scan recorded in `scans`; on a first build nothing can be reused, so whoever renders a page computes
 * its key.
 */
function pagesToRender(pages: readonly Page[], renderer: Renderer, output: OutputStage, scans: RenderedPages['scans']): QueuedPage[] {
  const queue: QueuedPage[] = [];
  pages.forEach((page, index) => {
    const job = jobOf(page);
    const file = pageFile(page.path);
    const key = output.canReuse ? renderer.keyOf(job) : undefined;
    const scan = key === undefined ? undefined : output.reuse(file, key)?.[2];
    if (scan) scans[index] = [file, [scan, ...renderer.sharedScans(page.path)]];
    else queue.push({ index, job, file, ...(key === undefined ? {} : { key }) });
  });
  return queue;
}

/** Sends a batch to a worker, which writes the pages; then adopts them into the staged output. */
async function renderOnWorker(
  pool: RenderPool,
  batch: readonly QueuedPage[],
  output: OutputStage,
  record: (item: QueuedPage, scan: PageScan) => void,
): Promise<void> {
  // Plain data for the worker: the Markdown's HTML is read now, from its lazy holder.
  const jobs = batch.map(({ job, file, key }) => ({
    ...job,
    ...(job.html ? { html: { key: job.html.key, html: job.html.html } } : {}),
    file: output.prepare(file),
    ...(key === undefined ? {} : { key }),
  }));
  const results = await pool.render(jobs);
  results.forEach((result, i) => {
    const item = batch[i]!;
    output.adopt(item.file, result.key, result.stamp, result.size, result.scan);
    record(item, result.scan);
  });
}
