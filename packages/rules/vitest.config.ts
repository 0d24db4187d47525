import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The property tests play thousands of moves: a second or two alone, much longer when
    // the 2-core machine also runs other packages' suites. Speed is the benchmarks' job,
    // so a slow machine must not fail them.
    testTimeout: 120_000,
  },
});
