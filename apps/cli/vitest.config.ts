import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Speed is measured by the benchmarks, not by tests: a shared 2-core CI machine must
    // not turn a slow moment into a failure.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
