import { DISPUTE_OUTCOMES } from '../../contract/trade';
import type { Durations, OperationsFigures, OperationsReport } from '../../contract/operations';
import type { CsvColumn } from '../../ui/export/csv';

/** A row as the screen and the file show it: a mediator's, or the totals (staffId null). */
export interface FigureRow extends OperationsFigures {
  staffId: string | null;
  username: string;
}

/** The mediators' rows, then the totals under the name `totalsName`. */
export const rowsOf = (report: OperationsReport, totalsName: string): FigureRow[] => [...report.rows, { staffId: null, username: totalsName, ...report.totals }];

/** A duration in minutes, one decimal (the file's unit); none (an empty cell) when there was none. */
export const minutesOf = (ms: number | undefined): number | undefined => (ms === undefined ? undefined : Math.round(ms / 6_000) / 10);

const durationColumns = (name: 'firstReply' | 'resolution'): CsvColumn<FigureRow>[] => [
  { source: `${name}Count`, label: `operations.csv.${name}Count`, kind: 'number', value: (r) => (r[name] as Durations).count },
  { source: `${name}Median`, label: `operations.csv.${name}Median`, kind: 'number', value: (r) => minutesOf(r[name].medianMs) },
  { source: `${name}P90`, label: `operations.csv.${name}P90`, kind: 'number', value: (r) => minutesOf(r[name].p90Ms) },
];

/** The CSV's columns: every figure of the screen, durations in minutes, the outcomes one column each. */
export const OPERATIONS_CSV_COLUMNS: CsvColumn<FigureRow>[] = [
  { source: 'username', label: 'operations.column.mediator' },
  ...(['taken', 'handedOver', 'resolved', 'openNow', 'awaitingReply'] as const).map((source) => ({ source, label: `operations.column.${source}`, kind: 'number' as const })),
  ...durationColumns('firstReply'),
  ...durationColumns('resolution'),
  ...DISPUTE_OUTCOMES.map((outcome) => ({ source: outcome, label: `disputes.outcome.${outcome}`, kind: 'number' as const, value: (r: FigureRow) => r.outcomes[outcome] })),
  { source: 'alerts', label: 'operations.column.alerts', kind: 'number' },
];
