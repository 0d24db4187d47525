import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Speed is measured by the benchmarks, not by tests: a shared 2-core CI machine must
    // not turn a slow moment into a failure. The longest oracle comparisons take about
    // 10 s of CPU and have been seen near 120 s of wall time at a load average of 17, so
    // the limit only catches a search that never ends.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
