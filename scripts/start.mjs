#!/usr/bin/env node
// npm start: build the console when it is stale (scripts/buildStamp.mjs says when), then run the
// sandbox that serves it and the API on one port (PORT, default 8080). SIGINT/SIGTERM stop the
// sandbox too; one that does not stop within STOP_GRACE_MS is killed.
// --no-build serves whatever dist/ holds (the SIGTERM test uses it).
import { execSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuild, rebuildReason, sourcesTime, writeStamp } from './buildStamp.mjs';

const STOP_GRACE_MS = 5_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  const reason = rebuildReason({ build: readBuild(dist), env: process.env, sourcesTime: sourcesTime(root) });
  if (reason) {
    console.log(`Building the console: ${reason}…`);
    execSync('npx vite build', { stdio: 'inherit', cwd: root });
    writeStamp(dist, process.env);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox/main.ts')], { stdio: 'inherit', env: process.env, cwd: root });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// `npm start` answers SIGTERM by ending itself without passing the signal on: when the process
// that started us is gone, stop as if we had been sent SIGTERM.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop('SIGTERM');
  }
}, 500).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
