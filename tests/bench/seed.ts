/**
 * npm run bench:seed: how long a fresh sandbox takes to seed and start at each scale, how much
 * memory (RSS) the running sandbox holds once idle, and how fast an event's revenue answers.
 * Figures only; it fails only on an error. `-- small` measures one scale. Runs SANDBOX_SCALE=large
 * (about a minute on two cores), so run it on its own.
 */
import { readFileSync } from 'node:fs';
import { signIn, startSandbox } from './sandbox';
import { printTable } from './table';

const IDLE_MS = 3_000;
const RSS_BUDGET_MB = 400;
const REVENUE_BUDGET_MS = 10;

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number): number => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function measure(scale: string): Promise<Record<string, string>> {
  const started = Date.now();
  const sandbox = await startSandbox(scale);
  const ready = (Date.now() - started) / 1000;
  try {
    const session = await signIn(sandbox.url);
    const headers = { Authorization: `Basic ${session.accessToken}` };
    const events = (await (await fetch(`${sandbox.url}/v1/events`)).json()) as { id: string }[];
    const sample = events.filter((_, i) => i % Math.max(1, Math.floor(events.length / 50)) === 0);
    const times: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (const event of sample) {
        const t = performance.now();
        const response = await fetch(`${sandbox.url}/v1/events/${encodeURIComponent(event.id)}/revenue`, { headers });
        await response.arrayBuffer();
        if (round > 0) times.push(performance.now() - t);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const rss = rssMb(sandbox.pid);
    return {
      scale,
      'seed + start': `${ready.toFixed(1)} s`,
      'idle RSS': `${rss.toFixed(0)} MB (${((rss / RSS_BUDGET_MB) * 100).toFixed(0)} % of ${RSS_BUDGET_MB})`,
      events: String(events.length),
      'revenue median / p95': times.length
        ? `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} ms (budget ${REVENUE_BUDGET_MS})`
        : '-',
    };
  } finally {
    await sandbox.stop();
  }
}

async function main(): Promise<void> {
  const scales = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const rows: Record<string, string>[] = [];
  for (const scale of scales.length ? scales : ['small', 'large']) rows.push(await measure(scale));
  console.log(`\nSandbox seed (fresh database each; idle RSS ${IDLE_MS / 1000} s after the last request)`);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
