import { describe, expect, it } from 'vitest';
import type { DisputeRecord } from '../db/records';
import { collectSeed } from './index';

/** The sides a claim's words name ("the buyer", "Seller asked me …"). */
const sidesNamed = (claim: string): string[] => [...claim.matchAll(/\b(buyer|seller)\b/gi)].map((m) => m[1].toLowerCase());

describe('the demo claims', () => {
  it('never name their own raiser: a buyer writes about the seller, and the other way round', async () => {
    const disputes = (await collectSeed('small', new Date(Date.UTC(2026, 0, 15)))).get('disputes') as DisputeRecord[];
    const claimed = disputes.filter((d) => d.message);
    expect(claimed.length).toBeGreaterThan(10);
    for (const d of claimed) expect(sidesNamed(d.message!), `${d.initiatorRole} raised ${d.reason}: ${d.message}`).not.toContain(d.initiatorRole);
  }, 30_000);
});
