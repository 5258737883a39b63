import { describe, expect, it } from 'vitest';
import { HOUR } from './constants';
import { clockOf, crossingsOf, DEFAULT_THRESHOLDS, waitLevel, waitsOf, type ClockInput } from './caseClocks';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * HOUR);
const BUYER = 'b'.repeat(8);
const SELLER = 's'.repeat(8);
const MEDIATOR = 'staff-1';

const caseWith = (messages: [string, number][], initiator: 'buyer' | 'seller' = 'buyer'): ClockInput => ({
  contractId: '1-2',
  raisedAt: at(0),
  initiator,
  buyerId: BUYER,
  sellerId: SELLER,
  messages: messages.map(([from, hours]) => ({ from, date: at(hours) })),
});

describe('clockOf and waitsOf', () => {
  it('a case nobody has written in: the initiator waits since the raise, no reply yet', () => {
    const clock = clockOf(caseWith([], 'seller'));
    expect(clock).toEqual({ contractId: '1-2', raisedAt: at(0), initiator: 'seller', unansweredSince: at(0), waitingParty: 'seller' });
    const waits = waitsOf(clock, at(26).getTime());
    expect(waits).toMatchObject({ waiting: 'traders', party: 'seller', forMs: 26 * HOUR, sinceFirstReplyMs: null, sinceRaisedMs: 26 * HOUR });
  });

  it('a resolution awaiting a second approval is staff\'s turn: both traders wait from it, or from their own older message', () => {
    const answered = caseWith([[MEDIATOR, 1]]);
    expect(clockOf(answered).unansweredSince).toBeUndefined();
    expect(clockOf({ ...answered, proposedAt: at(3) })).toMatchObject({ unansweredSince: at(3), waitingParty: 'both' });
    const asked = caseWith([[MEDIATOR, 1], [SELLER, 2]]);
    expect(clockOf({ ...asked, proposedAt: at(3) })).toMatchObject({ unansweredSince: at(2), waitingParty: 'both' });
  });

  it('system messages are neither replies nor questions; chat before the raise does not count', () => {
    const clock = clockOf(caseWith([['system', 0], [SELLER, -5], ['system', 3]]));
    expect(clock.firstReplyAt).toBeUndefined();
    expect(clock.unansweredSince).toEqual(at(0));
    expect(clock.waitingParty).toBe('buyer');
  });

  it('the other trader writing before any reply: both wait, since the raise', () => {
    const clock = clockOf(caseWith([[SELLER, 2]]));
    expect(clock.waitingParty).toBe('both');
    expect(clock.unansweredSince).toEqual(at(0));
  });

  it('a staff reply with no trader message after it: staff wait on the traders since that reply', () => {
    const clock = clockOf(caseWith([[BUYER, 1], [MEDIATOR, 4], ['system', 5]]));
    expect(clock.firstReplyAt).toEqual(at(4));
    expect(clock.unansweredSince).toBeUndefined();
    expect(waitsOf(clock, at(10).getTime())).toMatchObject({ waiting: 'staff', since: at(4), forMs: 6 * HOUR, sinceFirstReplyMs: 6 * HOUR });
  });

  it('traders wait from their oldest message after the latest reply, whatever the order given', () => {
    const clock = clockOf(caseWith([[SELLER, 9], [MEDIATOR, 2], [BUYER, 7], [MEDIATOR, 6], [BUYER, 1]]));
    expect(clock).toMatchObject({ firstReplyAt: at(2), lastStaffAt: at(6), unansweredSince: at(7), waitingParty: 'both' });
    expect(waitsOf(clock, at(33).getTime())).toMatchObject({ waiting: 'traders', party: 'both', forMs: 26 * HOUR });
  });
});

describe('crossingsOf', () => {
  const t = { firstReplyHours: 4, answerHours: 10, resolutionDays: 7 };

  it('no reply: the first-reply rule at its threshold, then at twice it', () => {
    const clock = clockOf(caseWith([]));
    expect(crossingsOf(clock, t, at(3.9).getTime())).toEqual([]);
    expect(crossingsOf(clock, t, at(4).getTime())).toEqual([{ contractId: '1-2', kind: 'firstReply', since: at(0), level: 1 }]);
    expect(crossingsOf(clock, t, at(8).getTime()).map((c) => c.level)).toEqual([1, 2]);
    expect(waitLevel(clock, t, at(5).getTime())).toBe('due');
    expect(waitLevel(clock, t, at(9).getTime())).toBe('late');
  });

  it('after a reply, a trader message starts a new answer wait (a new crossing); a reply ends it', () => {
    const replied = clockOf(caseWith([[MEDIATOR, 1], [BUYER, 2]]));
    expect(crossingsOf(replied, t, at(12).getTime())).toEqual([{ contractId: '1-2', kind: 'answer', since: at(2), level: 1 }]);
    const answered = clockOf(caseWith([[MEDIATOR, 1], [BUYER, 2], [MEDIATOR, 13]]));
    expect(crossingsOf(answered, t, at(40).getTime())).toEqual([]);
    expect(waitLevel(answered, t, at(40).getTime())).toBe('ok');
  });

  it('resolution counts from the raise, replied or not', () => {
    const clock = clockOf(caseWith([[MEDIATOR, 1]]));
    expect(crossingsOf(clock, DEFAULT_THRESHOLDS, at(7 * 24).getTime())).toEqual([{ contractId: '1-2', kind: 'resolution', since: at(0), level: 1 }]);
  });
});
