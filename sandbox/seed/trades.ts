import { DISPUTE_OUTCOMES, type DisputeOutcome, type TradeStatus } from '../../src/domain/trade';
import { methodsFor } from '../catalogue';
import { cashMethodFor } from '../eventRules';
import { buildContract, buildDispute, buildOffer, fake, Rng } from '../fixtures';
import type { ContractRecord, DisputeRecord, OfferRecord } from '../records';
import { CHAT_MESSAGES, CONTRACTS, DISPUTES, OFFERS } from '../tables';
import { chatWriter } from './chat';
import { DAY, part, type SeedContext } from './context';
import { seedMediatorIds } from './staff';
import { pickUser } from './users';

/** Contracts generated (and written) per transaction: bounds memory at the large scale. */
const CHUNK = 5_000;

const ONGOING: readonly (readonly [TradeStatus, number])[] = [
  ['tradeCompleted', 62],
  ['tradeCanceled', 9],
  ['rateUser', 3],
  ['paymentRequired', 5],
  ['confirmPaymentRequired', 4],
  ['releaseEscrow', 2],
  ['payoutPending', 2],
  ['fundEscrow', 3],
  ['escrowWaitingForConfirmation', 2],
  ['confirmCancelation', 1],
];
const FINISHED = new Set<TradeStatus>(['tradeCompleted', 'tradeCanceled', 'rateUser']);

const CURRENCIES: readonly (readonly [string, number])[] = [
  ['EUR', 55],
  ['CHF', 14],
  ['GBP', 8],
  ['SEK', 4],
  ['DKK', 3],
  ['NOK', 3],
  ['PLN', 3],
  ['CZK', 2],
  ['HUF', 2],
  ['USD', 4],
  ['RON', 2],
];

const OUTCOME_STATUS: Record<DisputeOutcome, TradeStatus> = {
  buyerWins: 'tradeCompleted',
  payOutBuyer: 'tradeCompleted',
  sellerWins: 'tradeCanceled',
  cancelTrade: 'tradeCanceled',
  none: 'confirmPaymentRequired',
};

/**
 * The trades: contracts with their sell and buy offers, disputes and chats, generated and written
 * CHUNK contracts at a time (one transaction each).
 */
export async function seedTrades(ctx: SeedContext): Promise<void> {
  const { size, now, events, cashTrades } = ctx;

  // which contracts get a dispute, when, and whether it is still open (the newer 60 %)
  const disputeRng = new Rng(0xd15b7);
  const mediators = seedMediatorIds();
  const disputeCount = Math.min(size.disputes, size.contracts);
  const disputeAt = new Map<number, { date: Date; open: boolean }>();
  while (disputeAt.size < disputeCount) {
    const index = disputeRng.int(0, size.contracts - 1);
    if (disputeAt.has(index)) continue;
    const open = disputeAt.size < Math.round(disputeCount * 0.6);
    const days = open ? disputeRng.next() * 14 : 15 + disputeRng.next() * 300;
    disputeAt.set(index, { date: new Date(now.getTime() - Math.round(days * DAY)), open });
  }

  const tradeRng = new Rng(0x7e4de);
  const chat = chatWriter(ctx);
  const cashEvents = events.filter((e) => e.seed.cashShare > 0);
  const cashTotal = cashEvents.reduce((sum, e) => sum + e.seed.cashShare, 0);

  /** A contract with its sell and buy offer (and its dispute, if one is planned). */
  function trade(k: number, out: { offers: OfferRecord[]; contracts: ContractRecord[]; disputes: DisputeRecord[] }) {
    const sellerId = pickUser(ctx, tradeRng);
    const buyerId = pickUser(ctx, tradeRng, sellerId);
    const planned = disputeAt.get(k);
    let tradeStatus = tradeRng.weighted(ONGOING);
    let created: Date;
    let paymentMade: Date | undefined;
    if (planned) {
      // paid (so the buyer says), then disputed 13 h to 4 days after the contract began
      tradeStatus = 'confirmPaymentRequired';
      created = new Date(planned.date.getTime() - tradeRng.int(13, 96) * 3_600_000);
      paymentMade = new Date(created.getTime() + tradeRng.int(1, 11) * 3_600_000);
    } else {
      const ageDays = FINISHED.has(tradeStatus) ? 1 + tradeRng.next() * 400 : tradeRng.next() * 3;
      created = new Date(now.getTime() - Math.round(ageDays * DAY));
    }
    let currency: string;
    let paymentMethod: string;
    let amount: number;
    let country: string | undefined;
    if (tradeRng.chance(cashTotal)) {
      const { record: event } = tradeRng.weighted(cashEvents.map((e) => [e, e.seed.cashShare] as const));
      currency = tradeRng.pick(event.currencies);
      paymentMethod = cashMethodFor(event.id);
      amount = tradeRng.int(2, 25) * 10_000;
      country = event.country;
    } else {
      currency = tradeRng.weighted(CURRENCIES);
      paymentMethod = tradeRng.pick(methodsFor(currency));
      amount = tradeRng.chance(0.9) ? tradeRng.int(9, 30) * 10_000 : tradeRng.int(4, 40) * 50_000;
    }
    const freeTrade = tradeRng.chance(0.08);
    const sellId = String(ctx.nextOfferId++);
    const buyId = String(ctx.nextOfferId++);
    const [sellOfferId, buyOfferId] = tradeRng.chance(0.5) ? [sellId, buyId] : [buyId, sellId];
    const contract = buildContract(
      {
        sellOfferId,
        buyOfferId,
        sellerId,
        buyerId,
        creationDate: created,
        amount,
        currency,
        paymentMethod,
        country,
        buyerFee: freeTrade ? 0 : 0.02,
        tradeStatus,
        ...(paymentMade ? { paymentMade, lastModified: paymentMade } : {}),
      },
      tradeRng,
      now,
    );
    if (planned) out.disputes.push(raiseDispute(contract, planned));
    if (paymentMethod.startsWith('cash.')) {
      if (!cashTrades.has(paymentMethod)) cashTrades.set(paymentMethod, []);
      cashTrades.get(paymentMethod)!.push(contract);
    }
    out.contracts.push(contract);
    const offerBase = {
      contractId: contract.id,
      creationDate: new Date(created.getTime() - tradeRng.int(1, 72) * 3_600_000),
      lastModified: contract.lastModified,
      meansOfPayment: { [currency]: [paymentMethod] },
      paymentData: { [paymentMethod]: { hashes: [contract.hashedPaymentData] } },
      online: false,
      freeTrade,
      tradeStatus: contract.tradeStatus,
      premium: contract.premium,
    };
    out.offers.push(
      buildOffer(
        {
          ...offerBase,
          id: sellOfferId,
          type: 'ask',
          userId: sellerId,
          amount,
          matches: [buyOfferId],
          released: contract.tradeStatus === 'tradeCompleted',
          refunded: contract.canceled,
        },
        tradeRng,
        now,
      ),
      buildOffer({ ...offerBase, id: buyOfferId, type: 'bid', userId: buyerId, premium: undefined, matches: [sellOfferId] }, tradeRng, now),
    );
  }

  /** Raises the contract's dispute; a resolved one gets a mediator's outcome. */
  function raiseDispute(contract: ContractRecord, { date, open }: { date: Date; open: boolean }): DisputeRecord {
    const dispute = buildDispute({ contractId: contract.id, date }, disputeRng, now);
    dispute.initiator = dispute.initiatorRole === 'buyer' ? contract.buyerId : contract.sellerId;
    contract.isEmailRequired = dispute.reason.startsWith('noPayment');
    contract.isChatActive = open;
    contract.lastModified = date;
    if (open) {
      contract.tradeStatus = 'dispute';
      return dispute;
    }
    const outcome = disputeRng.pick(DISPUTE_OUTCOMES);
    Object.assign(dispute, {
      outcome,
      winner: outcome === 'buyerWins' ? 'buyer' : outcome === 'sellerWins' ? 'seller' : undefined,
      resolvedDate: new Date(date.getTime() + disputeRng.int(2, 96) * 3_600_000),
      resolvedBy: disputeRng.pick(mediators),
      resolutionReason: disputeRng.pick([
        'Proof of payment checked',
        'No proof of payment provided',
        'Both parties agreed',
        'Counterparty unresponsive',
      ]),
      isBuyerPaymentDataIncorrect: false,
      isSellerPaymentDataIncorrect: disputeRng.chance(0.1),
      outcomeAcknowledgedBy: disputeRng.chance(0.7) ? ['buyer', 'seller'] : ['seller'],
    } satisfies Partial<DisputeRecord>);
    contract.tradeStatus = OUTCOME_STATUS[outcome];
    contract.canceled = contract.tradeStatus === 'tradeCanceled';
    contract.canceledBy = contract.canceled ? 'mediator' : undefined;
    contract.lastModified = dispute.resolvedDate!;
    if (contract.tradeStatus === 'tradeCompleted') {
      contract.paymentConfirmed = dispute.resolvedDate;
      contract.releaseTxId = fake.txid(disputeRng);
    }
    return dispute;
  }

  // contracts in chunks, each chunk one transaction
  for (let first = 0; first < size.contracts; first += CHUNK) {
    const out = { offers: [] as OfferRecord[], contracts: [] as ContractRecord[], disputes: [] as DisputeRecord[] };
    for (let k = first; k < Math.min(size.contracts, first + CHUNK); k++) trade(k, out);
    const disputeOf = new Map(out.disputes.map((d) => [d.contractId, d]));
    const messages = out.contracts.flatMap((contract) => chat(contract, disputeOf.get(contract.id)));
    await ctx.emit([
      part(OFFERS, out.offers),
      part(CONTRACTS, out.contracts),
      part(DISPUTES, out.disputes),
      part(CHAT_MESSAGES, messages),
    ]);
  }
}

/** Offers still looking for a match. */
export async function seedOpenOffers(ctx: SeedContext): Promise<void> {
  const { size, now } = ctx;
// offers still looking for a match
const offerRng = new Rng(0x0ffe5);
const openOffers = Array.from({ length: size.openOffers }, () => {
  const currency = offerRng.weighted(CURRENCIES);
  const methods = methodsFor(currency);
  const chosen = [...new Set([offerRng.pick(methods), offerRng.pick(methods)])];
  return buildOffer(
    {
      id: String(ctx.nextOfferId++),
      userId: pickUser(ctx, offerRng),
      meansOfPayment: { [currency]: chosen },
      paymentData: Object.fromEntries(chosen.map((m) => [m, { hashes: [offerRng.hex(64)] }])),
      tradeStatus: offerRng.weighted([
        ['searchingForPeer', 6],
        ['hasMatchesAvailable', 2],
        ['offerCanceled', 1],
        ['fundEscrow', 1],
      ] as const),
      creationDate: new Date(now.getTime() - Math.round(offerRng.next() * 20 * DAY)),
    },
    offerRng,
    now,
  );
});

  await ctx.emit([part(OFFERS, openOffers)]);
}
