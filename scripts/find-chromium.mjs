#!/usr/bin/env node
// Before the browser tests: make sure a Chromium is there. Playwright's own download cannot work
// here, so we use the system one, installing Debian's package when we are root and it is missing.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path && process.getuid?.() === 0) {
  console.log('No Chromium found: installing Debian\'s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  path = findChromium();
}
if (!path) {
  console.error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Browser tests use ${path}`);
