import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract';
import { BLOCK_SIZE, chatBlocks, groupByDay, mergeMessages } from './chatLog';

// the platform's messages have no id: the test's number lives in the text
const message = (id: number, iso: string, text = `m${id}`): ChatMessage => ({
  roomId: 'contract-1-2',
  from: 'system',
  date: new Date(iso),
  message: text,
  readBy: [],
  signature: '',
});
const idOf = (m: ChatMessage) => Number(m.message.slice(1));

describe('the chat log', () => {
  it('merges pages and live messages once each, oldest first', () => {
    const page0 = [message(5, '2026-01-02T10:00:00'), message(4, '2026-01-02T09:00:00')];
    const page1 = [message(4, '2026-01-02T09:00:00'), message(3, '2026-01-01T23:00:00')];
    const live = [message(6, '2026-01-02T10:00:00')];
    expect(mergeMessages(page0, page1, live).map(idOf)).toEqual([3, 4, 5, 6]);
  });

  it('keeps five messages of one sender apart although none has an id', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ ...message(n, `2026-01-02T10:0${n}:00.000Z`), from: '02ab' }));
    expect(mergeMessages(five, five.slice(2)).map(idOf)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the later copy of a message (its readBy is newer)', () => {
    const unread = message(1, '2026-01-02T10:00:00.000Z');
    const read = { ...unread, readBy: ['staff-1'] };
    expect(mergeMessages([unread], [read])[0].readBy).toEqual(['staff-1']);
  });

  it('groups by local calendar day', () => {
    const days = groupByDay(mergeMessages([message(1, '2026-01-01T23:59:00'), message(2, '2026-01-02T00:01:00'), message(3, '2026-01-02T08:00:00')]));
    expect(days.map((d) => [d.day, d.messages.map(idOf)])).toEqual([
      ['2026-01-01', [1]],
      ['2026-01-02', [2, 3]],
    ]);
  });
});

describe('chat blocks', () => {
  it('cuts days from their newest message, so older messages change only the oldest block', () => {
    const day = (n: number, from = 1) => Array.from({ length: n }, (_, i) => message(from + i, `2026-01-02T${String(Math.floor((from + i) / 60) % 24).padStart(2, '0')}:${String((from + i) % 60).padStart(2, '0')}:00`));
    const before = chatBlocks(groupByDay(mergeMessages(day(BLOCK_SIZE + 10, 100))));
    const after = chatBlocks(groupByDay(mergeMessages(day(BLOCK_SIZE + 10, 100), day(5, 95))));
    expect(before.map((b) => [b.key.split('|').pop(), b.messages.length, b.first])).toEqual([
      ['m159', BLOCK_SIZE, false],
      ['m109', 10, true],
    ]);
    expect(after.map((b) => [b.key.split('|').pop(), b.messages.length, b.first])).toEqual([
      ['m159', BLOCK_SIZE, false],
      ['m109', 15, true],
    ]);
    expect(after[0].messages).toEqual(before[0].messages);
  });
});
