import type { Cache } from '../cache.ts';
import { crashPoint } from '../testing/crash-points.ts';
import { pageFile } from '../domain/urls.ts';
import type { OutputStage, Page, PageScan } from '../page/index.ts';
import { createRenderer, jobOf, type Renderer, type RenderJob, type RenderSetup } from './index.ts';
import type { ThreadPool, WorkerThread } from '../threads/pool.ts';
import { shareWork } from '../threads/share.ts';
import type { WorkerJob, WorkerResult } from './in-worker.ts';

/** Below this many pages to render, a worker costs more to start (about 0.2 s) than it saves. */
export const WORKER_THRESHOLD = 300;
/** Pages per batch sent to a worker or rendered on the main thread between looks at the workers. */
const BATCH = 16;

/** Options of {@link renderPages}. */
export interface RenderPagesOptions {
  /** The build's worker threads, used when there are enough pages to render (or always, if the build was given a number). */
  threads?: ThreadPool;
  /** Where the shared header and footer's link scans are kept between builds. */
  cache?: Cache;
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
  const renderer = createRenderer(setup, options.cache);
  const scans: RenderedPages['scans'] = new Array(pages.length);
  const queue = pagesToRender(pages, renderer, output, scans);
  const workers = options.threads?.workersFor(queue.length, WORKER_THRESHOLD) ?? [];
  for (const worker of workers) worker.request('render-setup', setup).catch(() => {});
  const record = (item: QueuedPage, scan: PageScan) => {
    scans[item.index] = [item.file, [scan, ...renderer.sharedScans(item.job.path)]];
  };
  await shareWork(queue, workers, {
    batch: BATCH,
    onMain: (batch) => {
      for (const item of batch) {
        const { parts, scan } = renderer.render(item.job);
        output.put({ path: item.file, contents: parts, identity: item.key ?? renderer.keyOf(item.job), scan });
        crashPoint('render');
        record(item, scan);
      }
    },
    onWorker: (worker, batch) => renderOnWorker(worker, batch, output, record),
    onProgress: (done) => options.onProgress?.(done, queue.length),
  });
  return { scans, rendered: queue.length, threads: workers.length + 1 };
}

/**
 * The pages that need rendering. A page the staged output already holds, rendered from the same key, is kept as it
 * is and its scan recorded in `scans`; on a first build nothing can be reused, so whoever renders a page computes
 * its key.
 */
function pagesToRender(pages: readonly Page[], renderer: Renderer, output: OutputStage, scans: RenderedPages['scans']): QueuedPage[] {
  const queue: QueuedPage[] = [];
  // Asked once: it looks through both folders' manifests.
  const reusable = output.canReuse;
  pages.forEach((page, index) => {
    const job = jobOf(page);
    const file = pageFile(page.path);
    const key = reusable ? renderer.keyOf(job) : undefined;
    const scan = key === undefined ? undefined : output.reuse(file, key)?.[2];
    if (scan) scans[index] = [file, [scan, ...renderer.sharedScans(page.path)]];
    else queue.push({ index, job, file, ...(key === undefined ? {} : { key }) });
  });
  return queue;
}

/** Sends a batch to a worker, which writes the pages; then adopts them into the staged output. */
async function renderOnWorker(
  worker: WorkerThread,
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
  const results = await worker.request<WorkerResult[]>('render', jobs satisfies WorkerJob[]);
  results.forEach((result, i) => {
    const item = batch[i]!;
    output.adopt(item.file, result.key, result.stamp, result.size, result.scan);
    record(item, result.scan);
  });
}
