import { describe, expect, it } from 'vitest';
import { csvHeaders, csvRows, csvText } from '../../ui/export/csv';
import type { OperationsReport } from '../../contract/operations';
import { minutesOf, OPERATIONS_CSV_COLUMNS, rowsOf } from './figures';

const outcomes = { buyerWins: 1, sellerWins: 0, none: 0, cancelTrade: 0, payOutBuyer: 0 };
const figures = { taken: 2, handedOver: 1, resolved: 1, openNow: 1, awaitingReply: 1, firstReply: { count: 1, medianMs: 90_000, p90Ms: 90_000 }, resolution: { count: 0 }, outcomes, alerts: 0 };
const report: OperationsReport = { start: '2026-11-01', end: '2026-11-02', rows: [{ staffId: 'a', username: 'ann', ...figures }], totals: figures };

describe('the operations file', () => {
  it('durations in minutes with one decimal, blank when there was none', () => {
    expect(minutesOf(90_000)).toBe(1.5);
    expect(minutesOf(undefined)).toBeUndefined();
  });

  it('one line per mediator and one of totals, every figure a column', () => {
    const header = (c: { label?: string; source: string }) => c.label ?? c.source;
    const text = csvText(csvHeaders(OPERATIONS_CSV_COLUMNS, header), csvRows(rowsOf(report, 'All'), OPERATIONS_CSV_COLUMNS, header));
    const [head, ann, all] = text.split('\r\n');
    expect(head.split(',')).toHaveLength(18);
    expect(ann).toBe('ann,2,1,1,1,1,1,1.5,1.5,0,,,1,0,0,0,0,0');
    expect(all.startsWith('All,')).toBe(true);
  });
});
