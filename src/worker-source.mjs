// Starts a worker thread from its TypeScript source (tests and tsx runs); compiled builds use lib/worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
