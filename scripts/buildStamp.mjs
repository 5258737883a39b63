// When `npm start` must build the console again: the build is missing, was made with other
// VITE_* values (they are baked into the bundle, so VITE_NETWORK=mainnet needs its own build), or
// is older than a source. The values a build was made with are stamped beside it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAMP_FILE = '.build-stamp.json';

/** The VITE_* values of an environment, sorted by name: what a build bakes in. */
export function viteValues(env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith('VITE_'))
      .sort()
      .map((name) => [name, env[name]]),
  );
}

/**
 * Why the build must be made again (a sentence), or null when it is current.
 * build: { stamp: the stamped VITE_* values or null, time: ms of the build or 0 when there is none }
 */
export function rebuildReason({ build, env, sourcesTime }) {
  if (!build.time) return 'there is no build yet';
  if (!build.stamp) return 'the build has no stamp of its settings';
  const now = JSON.stringify(viteValues(env));
  if (JSON.stringify(build.stamp) !== now) return `the VITE_* settings changed (${JSON.stringify(build.stamp)} → ${now})`;
  if (sourcesTime > build.time) return 'a source is newer than the build';
  return null;
}

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
};

/** The build in `dist` as rebuildReason reads it. */
export function readBuild(dist) {
  const index = join(dist, 'index.html');
  const time = existsSync(index) ? statSync(index).mtimeMs : 0;
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(join(dist, STAMP_FILE), 'utf8'));
  } catch {
    stamp = null;
  }
  return { time, stamp };
}

/** The newest modification among what a build is made from (sources, catalogues, config, .env files). */
export function sourcesTime(root) {
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  return Math.max(
    ...['src', 'i18n', 'index.html', 'package.json', 'vite.config.ts', ...envFiles].map((name) => newest(join(root, name))),
  );
}

export function writeStamp(dist, env) {
  writeFileSync(join(dist, STAMP_FILE), JSON.stringify(viteValues(env)) + '\n');
}
