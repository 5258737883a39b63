import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build/chunkGroups';
import { precompress } from './build/precompress';
import { ROUTE_CHUNKS } from './src/routeChunks';

// The dev server proxies the API and the socket to a running sandbox (npm run sandbox).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
// the first screens' files, declared beside the routes (src/routeChunks.ts)
const routeChunks = chunkGroups(ROUTE_CHUNKS);

export default defineConfig({
  // precompress: brotli and gzip copies of the built files, for the sandbox to serve
  plugins: [react(), precompress(), routeChunks.plugin],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/v1': sandbox,
      // the socket is the root path of the API host (src/realtime/socket.ts): upgrades of exactly
      // "/" go to the sandbox; page loads of "/" and Vite's own HMR socket ("/?token=…") stay here
      '^/$': { target: sandbox, ws: true, bypass: (req) => (req.headers.upgrade ? undefined : req.url) },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: { groups: routeChunks.codeSplittingGroups } } },
  },
});
