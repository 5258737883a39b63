import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The Chromium the browser tests drive, found one way for everything (.ci/run, npm run test:e2e,
 * playwright.config.ts, the bench): CHROMIUM_PATH, else Debian's or Ubuntu's system package at
 * its usual place, else the first of those names on the PATH.
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  const known = CHROMIUM_CANDIDATES.find((path) => existsSync(path));
  if (known) return known;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}
