import type { FundingState } from '../../src/contract';
import { buildOffer } from './fixtures';
import type { Rng } from './random';
import type { EscrowFundingRecord } from '../db/offerRecords';
import type { OfferRecord } from '../db/records';
import type { SeedContext } from './context';

const FUNDING_STATES: readonly (readonly [FundingState, number])[] = [
  ['NULL', 2],
  ['MEMPOOL', 2],
  ['FUNDED', 5],
  ['WRONG_FUNDING_AMOUNT', 1],
];
const STATUS_OF_FUNDING: Record<FundingState, OfferRecord['tradeStatus']> = {
  NULL: 'fundEscrow',
  MEMPOOL: 'escrowWaitingForConfirmation',
  FUNDED: 'searchingForPeer',
  WRONG_FUNDING_AMOUNT: 'fundingAmountDifferent',
  CANCELED: 'offerCanceled',
};

/** The draws shared with the user-history seed (its HistoryDraw): one Rng, days ago, a user. */
interface Draw {
  rng: Rng;
  ago: (days: number) => Date;
  pick: () => { id: string };
}

/**
 * Sell offers whose escrows are in each funding state (the unreleased-escrows screen), with their
 * funding. Drawn from the user-history seed's Rng after the history (seed/userHistory.ts).
 */
export function escrowOffers({ rng, ago, pick }: Draw, ctx: SeedContext): { offers: OfferRecord[]; funding: EscrowFundingRecord[] } {
  const offers: OfferRecord[] = [];
  const funding: EscrowFundingRecord[] = [];
  const escrows = Math.max(20, Math.round(ctx.size.openOffers / 12));
  for (let k = 0; k < escrows; k++) {
    const status = rng.weighted(FUNDING_STATES);
    const created = ago(status === 'FUNDED' ? rng.next() * 40 : rng.next() * 3);
    const offer = buildOffer(
      {
        id: String(ctx.nextOfferId++),
        type: 'ask',
        userId: pick().id,
        creationDate: created,
        lastModified: created,
        online: status === 'FUNDED',
        tradeStatus: STATUS_OF_FUNDING[status],
        fundingStatus: status,
      },
      rng,
      ctx.now,
    );
    if (status === 'NULL') offer.txId = undefined;
    offers.push(offer);
    const funded = status === 'WRONG_FUNDING_AMOUNT' ? offer.amount + rng.pick([-1, 1]) * rng.int(1, 9) * 1_000 : offer.amount;
    funding.push({
      offerId: offer.id,
      status,
      confirmations: status === 'NULL' ? undefined : status === 'MEMPOOL' ? 0 : rng.int(1, 120),
      txIds: offer.txId ? [offer.txId] : [],
      vouts: offer.txId ? [rng.int(0, 2)] : [],
      amounts: offer.txId ? [funded] : [],
      expiry: 4320,
    });
  }
  return { offers, funding };
}
