import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    // A file per core, at least two: much of a file's time is spent waiting on the CLI processes and builds it
    // starts, and Vitest's default on two cores (one file at a time) left the second core idle.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
