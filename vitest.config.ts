import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'i18n/**/*.test.ts', 'sandbox/**/*.test.ts'],
    // Sandbox tests start with the docblock `// @vitest-environment node`: they open real SQLite files and sockets.
  },
});
