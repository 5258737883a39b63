import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * The built console: files of staticDir (hashed /assets/* cached for a year, the rest
 * revalidated), and index.html for any other GET path so the browser router takes over.
 * A missing /assets file is a 404, not HTML: a stale tab then fails to load a chunk cleanly.
 */
export function mountConsole(app: Hono<AppEnv>, staticDir: string): void {
  const indexFile = join(staticDir, 'index.html');
  // dot files of dist/ (.build-stamp.json: the build's VITE_* values, for scripts/start.mjs) are
  // the build's own, not the console's: never served
  app.get('*', async (c, next) => {
    if (/(^|\/)\./.test(c.req.path)) return c.text('Not found', 404);
    await next();
  });
  app.get(
    '*',
    serveStatic({
      // serveStatic wants a path relative to the working directory
      root: relative(process.cwd(), staticDir) || '.',
      // the .br/.gz siblings the build writes (vite.config.ts precompress), chosen by Accept-Encoding
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (!/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return c.text('The console is not built yet: run `npm run build`, then reload.', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
