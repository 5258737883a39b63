import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite.precompress';

// The dev server proxies the API and the socket to a running sandbox (npm run sandbox).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // precompress: brotli and gzip copies of the built files for the sandbox to serve
  plugins: [react(), precompress()],
  resolve: {
    // node-polyglot (the translator) requires this polyfill, which brings ~35 kB of get-intrinsic
    // & co. into every page; the browsers of the build target (es2022) all have Object.entries.
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    proxy: { '/v1': sandbox, '/ws': { target: sandbox.replace(/^http/, 'ws'), ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
