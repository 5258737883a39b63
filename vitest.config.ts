import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    // Vitest leaves one core free by default: on 2-core machines that means a single worker.
    maxWorkers: 2,
    // the sandbox's over-HTTP tests seed a database in beforeAll: seconds on an idle machine, more on a
    // loaded CI runner, so hooks get a minute rather than vitest's 10 s
    hookTimeout: 60_000,
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    // every vi.spyOn (console.error/warn silenced by a test, above all) gets its original back before
    // the next test, so one test's silenced console cannot hide another's errors
    restoreMocks: true,
    include: ['src/**/*.test.{ts,tsx}', 'i18n/**/*.test.ts', 'sandbox/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // a committed it.only / describe.only fails the run everywhere, not only where CI is set
    // (Vitest's default is !process.env.CI); tests/unit/allowOnly.test.ts proves it
    allowOnly: false,
    // over-HTTP tests hash passwords with scrypt many times a test: on a loaded 2-core machine 5 s is not enough
    testTimeout: 20_000,
    // Pure rules, the API types and the sandbox run in node; tests that need a DOM or storage say
    // so with the docblock `// @vitest-environment jsdom` (a jsdom per file costs about a second).
  },
});
