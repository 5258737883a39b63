#!/usr/bin/env node
// npm start: build the console when it is stale, then run the sandbox that serves it and the API
// on one port (PORT, default 8080).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('i18n'), statSync('index.html').mtimeMs, statSync('package.json').mtimeMs);
if (sources > built) {
  console.log('Building the console…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
