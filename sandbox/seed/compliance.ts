import { BEHAVIOUR_EVENT_TYPES, type BehaviourEvent, type BehaviourEventType } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { Rng } from './random';
import { BEHAVIOUR_EVENTS } from '../db/adminTables';
import { part, type SeedContext } from './context';

const DETAILS: Record<BehaviourEventType, (rng: Rng) => string> = {
  rapidCancellations: (rng) => `${rng.int(3, 9)} trades canceled within ${rng.int(1, 6)} hours`,
  multipleAccounts: (rng) => `Device hash shared with ${rng.int(2, 5)} accounts`,
  paymentDataChanged: (rng) => `Payment data changed ${rng.int(2, 6)} times in ${rng.int(1, 7)} days`,
  highDisputeRate: (rng) => `${rng.int(3, 8)} disputes in the last ${rng.int(10, 30)} trades`,
  unusualVolume: (rng) => `Volume ${rng.int(3, 12)}× the 30-day average`,
  sanctionedCountryLogin: (rng) => `Sign-in from a sanctioned region (${rng.pick(['IR', 'KP', 'SY', 'CU'])})`,
};

/** `count` behaviour events of seeded users over the last 180 days. */
function behaviourEvents(userIds: readonly string[], now: Date, count: number): BehaviourEvent[] {
  const rng = new Rng(0xc0391);
  if (!userIds.length) return [];
  return Array.from({ length: count }, (_, i) => {
    const type = rng.pick(BEHAVIOUR_EVENT_TYPES);
    return {
      id: `be-${String(i + 1).padStart(6, '0')}`,
      userId: rng.pick(userIds),
      type,
      date: new Date(now.getTime() - Math.round(rng.next() * 180 * DAY)),
      details: DETAILS[type](rng),
    };
  });
}

/** Compliance: behaviour events of the seeded users, one for every fifth user (at least 40). */
export async function seedBehaviourEvents(ctx: SeedContext): Promise<void> {
  await ctx.emit([part(BEHAVIOUR_EVENTS, behaviourEvents(ctx.userIds, ctx.now, Math.max(40, Math.round(ctx.size.users / 5))))]);
}
