import { DAY, HOUR } from '../../src/contract/constants';
import { fake, Rng } from './random';
import type { GroupHugBatchRecord, GroupHugPsbtRecord } from '../db/adminRecords';
import { GROUPHUG_BATCHES, GROUPHUG_PSBTS } from '../db/adminTables';
import { part, type SeedContext } from './context';

/** GroupHug batches: `completed` sent ones (a txid, 1–7 days after opening) and three open ones. */
function groupHugBatches(now: Date, completed: number): { batches: GroupHugBatchRecord[]; psbts: GroupHugPsbtRecord[] } {
  const rng = new Rng(0x6a0b4);
  const batches: GroupHugBatchRecord[] = [];
  const psbts: GroupHugPsbtRecord[] = [];
  const add = (creationDate: Date, done: boolean) => {
    const id = `batch-${String(batches.length + 1).padStart(4, '0')}`;
    const maxParticipants = rng.pick([10, 15, 20]);
    const completedDate = done ? new Date(creationDate.getTime() + rng.int(24, 7 * 24) * HOUR) : undefined;
    batches.push({
      id,
      maxParticipants,
      feeRate: rng.int(2, 21),
      creationDate,
      ...(completedDate ? { completedDate, txId: fake.txid(rng) } : {}),
    });
    const joined = done ? rng.int(2, maxParticipants) : rng.int(0, maxParticipants - 1);
    const end = completedDate?.getTime() ?? now.getTime();
    for (let p = 0; p < joined + (rng.chance(0.3) ? 1 : 0); p++) {
      psbts.push({
        id: `${id}-psbt-${p + 1}`,
        batchId: id,
        added: new Date(creationDate.getTime() + Math.round(rng.next() * (end - creationDate.getTime()))),
        // the extra one was revoked: it does not count as a participant
        revoked: p >= joined,
      });
    }
  };
  for (let i = completed; i > 0; i--) add(new Date(now.getTime() - (8 + i * 7) * DAY - rng.int(0, 48) * HOUR), true);
  for (const hoursAgo of [150, 60, 5]) add(new Date(now.getTime() - hoursAgo * HOUR), false);
  return { batches, psbts };
}

export async function seedGroupHug(ctx: SeedContext): Promise<void> {
  const { batches, psbts } = groupHugBatches(ctx.now, ctx.scale === 'large' ? 150 : 12);
  await ctx.emit([part(GROUPHUG_BATCHES, batches), part(GROUPHUG_PSBTS, psbts)]);
}
