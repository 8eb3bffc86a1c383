// A worker thread of a build (see src/threads/pool.ts). Each kind of request is handled by the stage that sends
// it; a stage's code is loaded when its first request comes, so a worker that only renders Markdown never loads
// React. Requests are handled one at a time, in the order they came.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './threads/pool.ts';

type Handlers = Record<string, (payload: never) => unknown>;

/** Where each kind of request is handled. */
const stages: Record<string, () => Promise<{ handlers: Handlers }>> = {
  markdown: () => import('./content/in-worker.ts'),
  'render-setup': () => import('./render/in-worker.ts'),
  render: () => import('./render/in-worker.ts'),
};

const port = parentPort!;
let queue: Promise<void> = Promise.resolve();

async function handle({ id, kind, payload }: WorkerRequest): Promise<void> {
  try {
    const load = stages[kind];
    if (!load) throw new Error(`no handler for "${kind}"`);
    const { handlers } = await load();
    port.postMessage({ id, result: await handlers[kind]!(payload as never) } satisfies WorkerReply);
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
}

port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});
