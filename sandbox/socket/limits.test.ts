// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countMessage, MAX_PENDING, MAX_PENDING_PER_ADDRESS, MAX_SIGNED_IN, newConnection, pendingToEvict, signedInFull, type Connection } from './limits';

/** The socket's limits as rules: the message rate, the waiting connections' shares, the signed-in slots. */

const signedIn = (address: string): Connection => ({ ...newConnection(address), tokenHash: 'a'.repeat(64) });

describe('the message rate of one connection', () => {
  it('answers 30 messages in 10 s, refuses the 31st to the 200th, closes at the 201st, and starts again after the window', () => {
    const connection = newConnection('127.0.0.1');
    const t0 = 1_000_000;
    const answers = Array.from({ length: 201 }, (_, i) => countMessage(connection, t0 + i));
    expect(answers.slice(0, 30).every((a) => a === 'ok')).toBe(true);
    expect(answers.slice(30, 200).every((a) => a === 'refuse')).toBe(true);
    expect(answers[200]).toBe('close');
    // the window is 10 s from its first message: just before, still counted; at 10 s, a new one
    expect(countMessage(connection, t0 + 9_999)).toBe('close');
    expect(countMessage(connection, t0 + 10_000)).toBe('ok');
  });
});

describe('connections that have not signed in', () => {
  it(`push out the oldest waiting one of their address past ${MAX_PENDING_PER_ADDRESS}, never a signed-in one nor another address's`, () => {
    const connections = new Set<Connection>([signedIn('10.0.0.1'), newConnection('10.0.0.2')]);
    const waiting = Array.from({ length: MAX_PENDING_PER_ADDRESS - 1 }, () => newConnection('10.0.0.1'));
    for (const c of waiting) connections.add(c);
    expect(pendingToEvict(connections, '10.0.0.1')).toEqual([]);
    const tenth = newConnection('10.0.0.1');
    connections.add(tenth);
    expect(pendingToEvict(connections, '10.0.0.1')).toEqual([waiting[0]]);
    expect(pendingToEvict(connections, '10.0.0.3')).toEqual([]);
  });

  it(`push out the oldest of all past ${MAX_PENDING} in all`, () => {
    const connections = new Set<Connection>();
    const all = Array.from({ length: MAX_PENDING }, (_, i) => newConnection(`10.1.${Math.floor(i / 5)}.${i % 5}`));
    for (const c of all) connections.add(c);
    expect(pendingToEvict(connections, '10.2.0.1')).toEqual([all[0]]);
    connections.delete(all[0]);
    expect(pendingToEvict(connections, '10.2.0.1')).toEqual([]);
  });

  it(`take none of the ${MAX_SIGNED_IN} signed-in slots`, () => {
    const connections = new Set<Connection>(Array.from({ length: MAX_SIGNED_IN - 1 }, () => signedIn('10.0.0.1')));
    for (let i = 0; i < MAX_PENDING; i++) connections.add(newConnection(`10.3.0.${i}`));
    const asking = newConnection('10.0.0.9');
    connections.add(asking);
    expect(signedInFull(connections, asking)).toBe(false);
    connections.add(signedIn('10.0.0.1'));
    expect(signedInFull(connections, asking)).toBe(true);
  });
});
