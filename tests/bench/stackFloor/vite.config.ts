import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The stack floors' own build (tests/bench/floor.ts builds it into dist/stack-floor/ for a run). */
const here = import.meta.dirname;
export default defineConfig({
  root: here,
  base: '/stack-floor/',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, rollupOptions: { input: ['react', 'ra-core', 'mui'].map((page) => `${here}/${page}.html`) } },
});
