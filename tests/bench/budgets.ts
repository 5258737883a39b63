/**
 * The budgets of "where staff spend the day": one table, printed whole by `npm run bench` and by
 * `npm run bench:large`, each filling in the rows it measures. A row shows the figure, its budget,
 * the ratio (above 1.00 is over, whichever way the budget points) and OVER when it is over budget;
 * a row measured by the other command says which one measures it.
 *
 * Only the first-load JS rows make the command fail (exit code 1) when over budget: they do not
 * depend on how busy the machine is. Timings and scores are printed, never enforced (a shared
 * machine would make them flaky).
 */
import { availableParallelism, loadavg } from 'node:os';
import { firstLoadBudget } from '../../src/routeBudgets';
import { printTable } from './table';

export type BudgetId =
  | 'js.login'
  | 'js.queue'
  | 'js.contract'
  | 'js.analytics'
  | 'queue.1x'
  | 'queue.4x'
  | 'lh.mobile.queue'
  | 'lh.mobile.contract'
  | 'lh.mobile.analytics'
  | 'lh.desktop'
  | 'disputes.p95'
  | 'wait.offerSearch'
  | 'wait.tradeSearch'
  | 'wait.attack'
  | 'lists.answer'
  | 'wait.lists'
  | 'seed.peakMemory';

type Command = 'npm run bench' | 'npm run bench:large';

export interface Budget {
  id: BudgetId;
  figure: string;
  unit: 'kB gzip' | 'ms' | 'score' | 'MB';
  budget: number;
  /** lower (a size, a time) or higher (a score) is better */
  better: 'lower' | 'higher';
  by: Command;
  /** a first-load JS budget: over it, the bench exits non-zero */
  enforced?: boolean;
}

export const BUDGETS: Budget[] = [
  // the first-load budgets are the route manifest's (src/routeBudgets.ts)
  { id: 'js.login', figure: 'first-load JS gzip, /login', unit: 'kB gzip', budget: firstLoadBudget('login'), better: 'lower', by: 'npm run bench', enforced: true },
  { id: 'js.queue', figure: 'first-load JS gzip, / as a mediator (queue)', unit: 'kB gzip', budget: firstLoadBudget('queue'), better: 'lower', by: 'npm run bench', enforced: true },
  { id: 'js.contract', figure: 'first-load JS gzip, /contract/:id', unit: 'kB gzip', budget: firstLoadBudget('contract'), better: 'lower', by: 'npm run bench', enforced: true },
  { id: 'js.analytics', figure: 'first-load JS gzip, /analytics', unit: 'kB gzip', budget: firstLoadBudget('analytics'), better: 'lower', by: 'npm run bench', enforced: true },
  { id: 'queue.1x', figure: 'queue rows painted, cold, small seed, 1x CPU', unit: 'ms', budget: 550, better: 'lower', by: 'npm run bench' },
  { id: 'queue.4x', figure: 'queue rows painted, cold, 4x CPU throttle', unit: 'ms', budget: 1300, better: 'lower', by: 'npm run bench' },
  { id: 'lh.mobile.queue', figure: 'Lighthouse mobile, / as a mediator', unit: 'score', budget: 90, better: 'higher', by: 'npm run bench' },
  { id: 'lh.mobile.contract', figure: 'Lighthouse mobile, /contract/:id', unit: 'score', budget: 90, better: 'higher', by: 'npm run bench' },
  { id: 'lh.mobile.analytics', figure: 'Lighthouse mobile, /analytics', unit: 'score', budget: 90, better: 'higher', by: 'npm run bench' },
  { id: 'lh.desktop', figure: 'Lighthouse desktop, every route (lowest)', unit: 'score', budget: 98, better: 'higher', by: 'npm run bench' },
  { id: 'disputes.p95', figure: 'GET /v1/pwt/disputes, large seed, 50 clients, p95 (worst query)', unit: 'ms', budget: 20, better: 'lower', by: 'npm run bench:large' },
  { id: 'wait.offerSearch', figure: 'worst wait of a cheap GET during offer searches, large seed', unit: 'ms', budget: 100, better: 'lower', by: 'npm run bench:large' },
  { id: 'wait.tradeSearch', figure: 'worst wait of a cheap GET during a trade search at page 2 000 000', unit: 'ms', budget: 100, better: 'lower', by: 'npm run bench:large' },
  { id: 'wait.attack', figure: 'worst wait of a cheap GET during an adversarial logo or 40 slow uploads, large seed', unit: 'ms', budget: 100, better: 'lower', by: 'npm run bench:large' },
  { id: 'lists.answer', figure: 'slowest list page (escrows, hash reuse, the analytics page\'s 7 panels at once), large seed, median', unit: 'ms', budget: 100, better: 'lower', by: 'npm run bench:large' },
  { id: 'wait.lists', figure: 'worst wait of a cheap GET during the list pages, large seed', unit: 'ms', budget: 100, better: 'lower', by: 'npm run bench:large' },
  { id: 'seed.peakMemory', figure: 'large seed: peak memory of all its processes (RSS)', unit: 'MB', budget: 1000, better: 'lower', by: 'npm run bench:large' },
];

interface Measured {
  value: number;
  note?: string;
}

/** ratio to budget: above 1 is over, for sizes and times (value ÷ budget) and for scores (budget ÷ value) */
export const ratioOf = (budget: Budget, value: number): number => (budget.better === 'lower' ? value / budget.budget : budget.budget / Math.max(value, 1e-9));

export class BudgetTable {
  private readonly measured = new Map<BudgetId, Measured>();
  private readonly missing = new Map<BudgetId, string>();

  constructor(private readonly command: Command) {}

  set(id: BudgetId, value: number, note?: string): void {
    this.measured.set(id, { value, note });
  }

  /** A row this command should measure but could not (say why: a tool not installed, a failure). */
  notMeasured(id: BudgetId, why: string): void {
    this.missing.set(id, why);
  }

  /** The enforced (first-load JS) rows over budget. */
  overEnforced(): Budget[] {
    return BUDGETS.filter((b) => b.enforced && this.measured.has(b.id) && ratioOf(b, this.measured.get(b.id)!.value) > 1);
  }

  print(): void {
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\n== Budgets (issue table), ${this.command}: ${availableParallelism()} CPUs, load average ${load} at the end of the run`);
    printTable(
      BUDGETS.map((b) => {
        const m = this.measured.get(b.id);
        const digits = b.unit === 'kB gzip' ? 1 : 0;
        const over = m ? ratioOf(b, m.value) > 1 : false;
        return {
          figure: b.figure,
          measured: m ? `${m.value.toFixed(digits)} ${b.unit}` : this.missing.has(b.id) ? `not measured: ${this.missing.get(b.id)}` : `(${b.by})`,
          budget: `${b.better === 'lower' ? '≤' : '≥'} ${b.budget} ${b.unit}`,
          ratio: m ? ratioOf(b, m.value).toFixed(2) : '-',
          '': m ? (over ? `OVER${b.enforced ? ' (fails the run)' : ''}` : 'ok') : '',
          note: m?.note ?? '',
        };
      }),
    );
  }
}
