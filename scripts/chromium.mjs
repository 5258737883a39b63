import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's or Ubuntu's system package. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
