import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    // Many files build the frozen site in a beforeAll; from a fresh clone (no cache), with a file per core building
    // at once, one such build once took over Vitest's default 10 s.
    hookTimeout: 60_000,
    // A file per core, at least two: much of a file's time is spent waiting on the CLI processes and builds it
    // starts, and Vitest's default on two cores (one file at a time) left the second core idle.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps the modules it has imported from one file to the next, instead of importing src/ afresh for each
    // of the 50-odd files: a quarter of the suite's time. The tests share no module state (none mocks a module or
    // sets a global), so isolation bought nothing.
    isolate: false,
  },
});
