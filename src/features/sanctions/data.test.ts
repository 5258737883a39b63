// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInFetch } from '../../api/testing';
import type { Sanction } from '../../contract/sanctions';
import { activeSanctionsHandlers, sanctionsHandlers } from './data';

/** The sanctions' handlers over a stubbed fetch: which route each kind goes to. */

const { respond, call } = signedInFetch();
const pagination = { page: 1, perPage: 1000 };
const sanction = (kind: Sanction['kind']): Sanction => ({
  id: kind === 'ban' ? 'ban-7' : 'SABC',
  userId: '02ab',
  kind,
  reason: 'Scam',
  appealNote: null,
  dailyLimit: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  createdBy: 'mediator',
  expiresAt: null,
  status: 'active',
  endedAt: null,
  endedBy: null,
  liftReason: null,
});

describe('sanctions', () => {
  it('lists one user’s sanctions with the platform limit in meta, dates as Dates', async () => {
    respond(200, { items: [{ ...sanction('warning'), createdAt: '2026-01-01T00:00:00.000Z' }], platformDailyLimit: 1000 });
    const result = await sanctionsHandlers.getList('sanctions', { filter: { userId: '02ab' }, pagination });
    expect(new URL(call().url).pathname).toBe('/v1/pwt/user/02ab/sanctions');
    expect(result.meta).toEqual({ platformDailyLimit: 1000 });
    expect(result.data[0].createdAt).toBeInstanceOf(Date);
  });

  it('gives a warning by the sanctions route and a ban by the spec’s ban route', async () => {
    respond(200, sanction('warning'));
    await sanctionsHandlers.create('sanctions', { data: { userId: '02ab', request: { kind: 'warning', reason: 'Rude' } } });
    expect(new URL(call(0).url).pathname).toBe('/v1/pwt/user/02ab/sanctions');
    expect(JSON.parse(String(call(0).init.body))).toEqual({ kind: 'warning', reason: 'Rude' });
    respond(200, { userId: '02ab', banned: true, date: '2026-01-01T00:00:00.000Z', by: 'mediator', openTrades: 0 });
    await sanctionsHandlers.create('sanctions', { data: { userId: '02ab', ban: { reason: 'Scam' } } });
    expect(new URL(call(1).url).pathname).toBe('/v1/pwt/user/02ab/ban');
    expect(JSON.parse(String(call(1).init.body))).toEqual({ reason: 'Scam' });
  });

  it('lifts a warning by its lift route and a ban by the spec’s unban route, each with the reason', async () => {
    respond(200, { ...sanction('warning'), status: 'lifted' });
    await sanctionsHandlers.update('sanctions', { id: 'SABC', data: { reason: 'Cleared' }, previousData: sanction('warning') });
    expect(new URL(call(0).url).pathname).toBe('/v1/pwt/sanctions/SABC/lift');
    respond(200, { userId: '02ab', banned: false, date: '2026-01-02T00:00:00.000Z', by: 'mediator', openTrades: 0 });
    const lifted = await sanctionsHandlers.update('sanctions', { id: 'ban-7', data: { reason: 'Proved identity' }, previousData: sanction('ban') });
    expect(new URL(call(1).url).pathname).toBe('/v1/pwt/user/02ab/unban');
    expect(JSON.parse(String(call(1).init.body))).toEqual({ reason: 'Proved identity' });
    expect(lifted.data).toMatchObject({ status: 'lifted', endedBy: 'mediator', liftReason: 'Proved identity' });
  });

  it('asks for the active sanctions of several users at once, and nothing for none', async () => {
    respond(200, { items: [] });
    await activeSanctionsHandlers.getList('activeSanctions', { filter: { userIds: ['02ab', '03cd'] }, pagination });
    expect(new URL(call().url).searchParams.get('userIds')).toBe('02ab,03cd');
    expect(await activeSanctionsHandlers.getList('activeSanctions', { filter: { userIds: [] }, pagination })).toEqual({ data: [], total: 0 });
  });
});
