import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite.precompress';
import { trimAdminDefaults } from './vite.adminDefaults';
import { muiNoVarsAlias, muiThemeWithoutCssVariables } from './vite.muiNoVars';
import { chartsSeriesConfigAlias, pureChartSelectors } from './vite.charts';
import { packageShims } from './vite.shims';
import { compileHints } from './vite.compileHints';
import { routeChunks } from './vite.routeChunks';

// The dev server proxies the API and the socket to a running sandbox (npm run sandbox).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // trimAdminDefaults: react-admin's defaults the console replaces (its login page, notification,
  // NotFound page, app bar menus…) out of the first load, and its theme provider without MUI's
  // CSS-variables one (vite.adminDefaults.ts); muiThemeWithoutCssVariables: MUI's createTheme
  // without the CSS-variables theme, which no theme of ours asks for (vite.muiNoVars.ts);
  // pureChartSelectors: MUI X Charts' store selectors that no analytics chart uses left out of its
  // chunk (vite.charts.ts); packageShims: @popperjs/core (MUI's Popper) loaded on the first opening,
  // and smaller inflection and query-string for ra-core's labels and list URLs (vite.shims.ts);
  // compileHints: Chrome's compile hint atop every chunk, so V8 compiles it while it downloads
  // (vite.compileHints.ts); routeChunks: a second pass that merges the chunks the budgeted routes
  // reach by the routes that reach them, fewer files and no more bytes on those routes
  // (vite.routeChunks.ts); precompress: brotli and gzip copies of the built files for the sandbox
  plugins: [react(), trimAdminDefaults(), muiThemeWithoutCssVariables(), pureChartSelectors(), packageShims(), compileHints(), routeChunks(), precompress()],
  resolve: {
    // node-polyglot (the translator) requires two polyfills: object.entries, which brings ~35 kB of
    // get-intrinsic & co. into every page, and hasown, which brings function-bind; the browsers of
    // the build target (es2022) all have Object.entries and Object.hasOwn.
    // muiNoVarsAlias: MUI's theme without CSS variables, for OutsideAdmin (vite.muiNoVars.ts);
    // chartsSeriesConfigAlias: MUI X's bar and line series configuration, for the analytics charts
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('./src/shims/hasOwn.cjs', import.meta.url)),
      ...muiNoVarsAlias,
      ...chartsSeriesConfigAlias,
    },
  },
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
  },
});
