// Starts the render worker from its TypeScript source (tests and tsx runs); compiled builds use lib/render-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
