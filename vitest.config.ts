import { defineConfig } from 'vitest/config';

/**
 * One run, four kinds of test, told apart by file name:
 * - `*.test.ts`          unit tests in Node
 * - `*.test.tsx`         component tests in jsdom
 * - `*.int.test.ts`      integration: real database, real sockets on loopback, `app.inject()`
 * - `*.browser.test.ts`  the system Chromium driven by playwright-core against a running server
 */
const shared = {
  exclude: ['**/node_modules/**', '**/dist/**'],
  restoreMocks: true,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          environment: 'node',
          // Build scripts (packages/*/build) are code too.
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/build/**/*.test.ts',
            'packages/*/fidelity/**/*.test.ts',
          ],
          exclude: [...shared.exclude, '**/*.int.test.ts', '**/*.browser.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'component',
          environment: 'jsdom',
          // A carousel of a thousand slides renders for seconds in jsdom on a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['packages/*/src/**/*.test.tsx'],
        },
      },
      {
        test: {
          ...shared,
          name: 'integration',
          environment: 'node',
          include: ['packages/*/src/**/*.int.test.ts'],
          globalSetup: ['packages/server/src/test-support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'browser',
          environment: 'node',
          include: [
            'packages/*/src/**/*.browser.test.ts',
            'packages/*/fidelity/**/*.browser.test.ts',
          ],
          globalSetup: ['packages/server/src/test-support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One Chromium at a time keeps timings honest on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
