#!/usr/bin/env node
// Before the browser tests (and in .ci/run): make sure a Chromium is there, found as
// scripts/chromium.mjs says. Playwright's own download cannot work here, so we use the system one,
// installing Debian's package when it is missing and we are root (or sudo works without a password).
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const canSudo = () => {
  try {
    execSync('sudo -n true', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

let path = findChromium();
if (!path) {
  const sudo = process.getuid?.() === 0 ? '' : canSudo() ? 'sudo ' : null;
  if (sudo !== null) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
    path = findChromium();
  }
}
if (!path) {
  console.error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Browser tests use ${path}`);
