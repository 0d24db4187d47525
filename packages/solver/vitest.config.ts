import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to its own main thread, which here only waits: on a 2-core
    // machine that would run these CPU-bound files one at a time. The turbo pipeline
    // runs one package at a time, so every core is this suite's.
    maxWorkers: availableParallelism(),
    // Speed is measured by the benchmarks, not by tests: a shared 2-core CI machine must
    // not turn a slow moment into a failure. The longest oracle comparisons take about
    // 10 s of CPU and have been seen near 120 s of wall time at a load average of 17, so
    // the limit only catches a search that never ends.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
