import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API and the socket to a running sandbox (npm run sandbox).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
