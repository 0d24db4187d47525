import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser tests share one Chromium per file; unit tests are quick either way.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
