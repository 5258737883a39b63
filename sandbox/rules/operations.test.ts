import { describe, expect, it } from 'vitest';
import { durationsOf, median, operationsReport, percentile, type OperationsFacts } from './operations';

const H = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 2) + hours * H).toISOString();
const period = { start: '2026-11-01', end: '2026-11-30' };

const staff = [
  { id: 'a', username: 'ann', handles: true },
  { id: 'b', username: 'bob', handles: true },
  { id: 'x', username: 'xena', handles: false },
];
const none = (): OperationsFacts => ({ staff, takes: [], handOvers: [], resolutions: [], firstReplies: [], openCases: [], alerts: new Map() });
const row = (facts: OperationsFacts, id: string) => operationsReport(period, facts).rows.find((r) => r.staffId === id)!;

describe('median and p90', () => {
  it('an even count: the mean of the two middle values, in any order', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });
  it('an odd count: the middle value', () => expect(median([5, 1, 9])).toBe(5));
  it('none: no figure, not zero', () => {
    expect(median([])).toBeUndefined();
    expect(durationsOf([])).toEqual({ count: 0 });
  });
  it('p90 by nearest rank: of ten values the ninth, of one value that value', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10);
  });
});

describe('operationsReport', () => {
  it('lists every staff member who handles disputes, with zeros, and not others who did nothing', () => {
    const report = operationsReport(period, none());
    expect(report.rows.map((r) => r.username)).toEqual(['ann', 'bob']);
    expect(report.rows[0]).toMatchObject({ taken: 0, resolved: 0, firstReply: { count: 0 }, outcomes: { buyerWins: 0, sellerWins: 0, none: 0, cancelTrade: 0, payOutBuyer: 0 } });
  });

  it('first replies of an even count: the median is between the two middle waits', () => {
    const facts = none();
    facts.firstReplies = [1, 2, 3, 4].map((hours) => ({ staffId: 'a', raised: at(0), replied: at(hours) }));
    expect(row(facts, 'a').firstReply).toEqual({ count: 4, medianMs: 2.5 * H, p90Ms: 4 * H });
  });

  it('a case with no reply yet has no reply time: it is counted as awaiting a reply of its owner', () => {
    const facts = none();
    facts.takes = ['a', 'a'];
    facts.openCases = [
      { staffId: 'a', answered: false },
      { staffId: 'a', answered: true },
    ];
    facts.firstReplies = [{ staffId: 'a', raised: at(0), replied: at(3) }];
    expect(row(facts, 'a')).toMatchObject({ taken: 2, openNow: 2, awaitingReply: 1, firstReply: { count: 1, medianMs: 3 * H } });
  });

  it('a case handed over mid-way: taken by both, handed over by the first; the reply and the resolution go to who did them', () => {
    const facts = none();
    facts.takes = ['a'];
    facts.handOvers = [{ from: 'ann', to: 'bob' }];
    facts.firstReplies = [{ staffId: 'b', raised: at(0), replied: at(5) }];
    facts.resolutions = [{ staffId: 'b', outcome: 'buyerWins', raised: at(0), resolved: at(30) }];
    expect(row(facts, 'a')).toMatchObject({ taken: 1, handedOver: 1, resolved: 0, firstReply: { count: 0 }, resolution: { count: 0 } });
    expect(row(facts, 'b')).toMatchObject({ taken: 1, handedOver: 0, resolved: 1, firstReply: { count: 1, medianMs: 5 * H }, resolution: { count: 1, medianMs: 30 * H } });
    expect(row(facts, 'b').outcomes.buyerWins).toBe(1);
  });

  it('a hand-over of a case nobody had counts only for its new owner', () => {
    const facts = none();
    facts.handOvers = [{ from: null, to: 'ann' }];
    expect(row(facts, 'a')).toMatchObject({ taken: 1, handedOver: 0 });
  });

  it('totals add the counts and take the durations over every case, not the mean of the rows', () => {
    const facts = none();
    facts.firstReplies = [
      { staffId: 'a', raised: at(0), replied: at(1) },
      { staffId: 'b', raised: at(0), replied: at(2) },
      { staffId: 'b', raised: at(0), replied: at(9) },
    ];
    facts.resolutions = [
      { staffId: 'a', outcome: 'cancelTrade', raised: at(0), resolved: at(10) },
      { staffId: 'x', outcome: 'sellerWins', raised: at(0), resolved: at(20) },
    ];
    facts.alerts = new Map([['b', 2]]);
    const { totals, rows } = operationsReport(period, facts);
    expect(totals.firstReply).toEqual({ count: 3, medianMs: 2 * H, p90Ms: 9 * H });
    expect(totals).toMatchObject({ resolved: 2, alerts: 2, outcomes: { cancelTrade: 1, sellerWins: 1, buyerWins: 0 } });
    // someone who no longer handles disputes but resolved one in the period is listed
    expect(rows.map((r) => r.username)).toEqual(['ann', 'bob', 'xena']);
  });
});
