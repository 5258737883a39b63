import { afterSeedStatements, seedBehaviourEvents, seedGroupHug, seedJobs, seedNews } from '../adminFixtures';
import { BEHAVIOUR_EVENTS, GROUPHUG_BATCHES, GROUPHUG_PSBTS, JOBS, NEWS } from '../tables';
import { part, type SeedGenerator } from './context';

/**
 * The admin and analytics area (issue 10): news, behaviour events of seeded users, GroupHug
 * batches and the platform's jobs (builders in sandbox/adminFixtures.ts, each with its own Rng).
 * Referral redemptions, bonus payouts and the analytics rollups are SQL over the written rows:
 * index.ts runs `afterSeedStatements` after the generators.
 */
export const seedAdmin: SeedGenerator = async (ctx) => {
  const { batches, psbts } = seedGroupHug(ctx.now, ctx.scale === 'large' ? 150 : 12);
  await ctx.emit([
    part(NEWS, seedNews(ctx.now)),
    part(BEHAVIOUR_EVENTS, seedBehaviourEvents(ctx.userIds, ctx.now, Math.max(40, Math.round(ctx.size.users / 5)))),
    part(GROUPHUG_BATCHES, batches),
    part(GROUPHUG_PSBTS, psbts),
    part(JOBS, seedJobs(ctx.now)),
  ]);
};

export { afterSeedStatements };
