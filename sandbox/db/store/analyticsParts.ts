import type { Period } from '../../http/analyticsQuery';

/**
 * A period cut where the rollups can answer: its whole UTC days are read from the day rollups,
 * and only the partial days at its ends (an instant such as 10:00 as start or end) from the
 * source rows, so no period, however wide, scans more than two days of rows.
 */

const MIDNIGHT = 'T00:00:00.000Z';
const DAY_MS = 86_400_000;
const aligned = (iso: string) => iso.endsWith(MIDNIGHT);
const midnightOf = (iso: string) => `${iso.slice(0, 10)}${MIDNIGHT}`;
const nextMidnight = (iso: string) => new Date(Date.parse(midnightOf(iso)) + DAY_MS).toISOString();

export interface PeriodParts {
  /** the whole days (either end open when the period's is), or null when there is no whole day */
  days: Period | null;
  /** the partial days at the ends, each less than a day (or the whole period when under two days) */
  edges: Period[];
}

export function splitPeriod({ from, to }: Period): PeriodParts {
  const daysFrom = from === undefined || aligned(from) ? from : nextMidnight(from);
  const daysTo = to === undefined || aligned(to) ? to : midnightOf(to);
  if (daysFrom !== undefined && daysTo !== undefined && daysFrom >= daysTo) return { days: null, edges: [{ from, to }] };
  const edges: Period[] = [];
  if (from !== daysFrom) edges.push({ from, to: daysFrom });
  if (to !== daysTo) edges.push({ from: daysTo, to });
  return { days: { from: daysFrom, to: daysTo }, edges };
}

/**
 * The rows of every part summed by `keyOf` (every numeric field), in the order of the keys.
 * `days` reads the rollups for the whole days, `edge` the source rows of one partial day.
 */
export async function byParts<F extends Period, R extends object>(
  filters: F,
  days: (filters: F) => Promise<R[]>,
  edge: (filters: F) => Promise<R[]>,
  keyOf: (row: R) => string,
): Promise<R[]> {
  const parts = splitPeriod(filters);
  const lists = await Promise.all([
    ...(parts.days ? [days({ ...filters, ...parts.days })] : []),
    ...parts.edges.map((period) => edge({ ...filters, ...period })),
  ]);
  if (lists.length === 1) return lists[0];
  const merged = new Map<string, R>();
  for (const row of lists.flat()) {
    const key = keyOf(row);
    const known = merged.get(key);
    if (!known) merged.set(key, { ...row });
    else for (const [field, value] of Object.entries(row)) if (typeof value === 'number') (known as Record<string, unknown>)[field] = ((known as Record<string, number>)[field] ?? 0) + value;
  }
  return [...merged.keys()].sort().map((key) => merged.get(key)!);
}
