// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannedUserRow, HashReuseRow, Page } from '../../src/contract';
import { buildOffer } from '../seed/fixtures';
import { fake, Rng } from '../seed/random';
import { insertStatements, OFFERS } from '../db/tables';
import { login, SeededApi, startTestServer, type TestServer } from '../testing';

/** The scammer lists over real HTTP on a seeded sandbox: payment-data hashes several accounts use, banned users. */

let server: TestServer;
let api: SeededApi;
let analyst: string;

beforeAll(async () => {
  server = await startTestServer();
  const [mediator, analystToken] = await Promise.all(['mediator', 'analyst'].map((u) => login(server.url, u)));
  analyst = analystToken;
  api = new SeededApi(server, mediator);
});
afterAll(() => server.cleanup());

describe('scammers', () => {
  it('lists a payment-data hash used by two accounts, with both users', async () => {
    const [a, b] = (await api.rows('SELECT id FROM users ORDER BY id LIMIT 2')).map((r) => String(r.id));
    const hash = 'c0ffee'.padEnd(64, '0');
    const rng = new Rng(11);
    await server.db.batch(
      insertStatements(OFFERS, [
        buildOffer({ id: '990001', type: 'ask', userId: a, paymentData: { sepa: { hashes: [hash] } }, tradeStatus: 'offerCanceled', refunded: true, escrow: fake.escrowAddress(rng) }, rng),
        buildOffer({ id: '990002', type: 'bid', userId: b, paymentData: { sepa: { hashes: [hash] } }, tradeStatus: 'offerCanceled' }, rng),
      ]),
    );
    const reuse = await api.get<Page<HashReuseRow>>('/v1/pwt/scammers/hashReuse?size=500');
    expect(reuse.items.find((r) => r.hash === hash)).toMatchObject({ userIds: [a, b].sort(), paymentMethod: 'sepa' });
    expect(reuse.items.every((r) => r.userIds.length > 1)).toBe(true);
    expect(await api.get('/v1/pwt/scammers/hashReuse', analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(await api.get('/v1/pwt/scammers/banned', analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('lists banned users latest first', async () => {
    const banned = await api.get<Page<BannedUserRow>>('/v1/pwt/scammers/banned?size=500');
    expect(banned.total).toBe(await api.one('SELECT count(*) FROM users WHERE banned = 1'));
    const dates = banned.items.map((b) => b.bannedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
