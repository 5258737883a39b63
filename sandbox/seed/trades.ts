import { NAMED_PERIODS } from '../../src/domain/analyticsPeriods';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, type DisputeOutcome, type TradeStatus } from '../../src/domain/trade';
import { methodsFor } from '../catalogue';
import { cashMethodFor } from '../eventRules';
import { buildContract, buildDispute, buildOffer, fake, Rng } from '../fixtures';
import type { ContractRecord, DisputeRecord, OfferRecord } from '../records';
import { CHAT_MESSAGES, CONTRACTS, DISPUTES, OFFERS } from '../tables';
import { chatWriter } from './chat';
import { DAY, part, type SeedContext } from './context';
import { seedMediatorIds } from './staff';
import { pickUser } from './users';

/** Contracts generated (and written) per transaction: bounds the JavaScript heap at the large scale (see writeSeed on RSS). */
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

/**
 * When a trade began (docs/decisions/demo-data.md): a plausible history, not a flat year and a
 * spike. Finished trades run from the platform's start (NAMED_PERIODS.genesis), half of them
 * growing steadily since then, half in the growth of the last months (an exponential with a
 * 60-day scale); trades still under way began in the last three weeks, more of them recently.
 * So every analytics preset from genesis to today has trades, and the last weeks rise smoothly.
 */
const GENESIS_MS = Date.parse(`${NAMED_PERIODS.genesis.start}T00:00:00Z`);
const RECENT_GROWTH_DAYS = 60;
const UNDER_WAY_DAYS = 21;

function finishedTradeStart(rng: Rng, now: Date): Date {
  const span = now.getTime() - GENESIS_MS;
  const age = rng.chance(0.5) ? span * (1 - Math.sqrt(rng.next())) : Math.min(span, -Math.log(1 - rng.next()) * RECENT_GROWTH_DAYS * DAY);
  return new Date(now.getTime() - Math.round(Math.max(age, 3_600_000)));
}

function ongoingTradeStart(rng: Rng, now: Date): Date {
  // density falling linearly from now to UNDER_WAY_DAYS ago: older trades have mostly ended
  return new Date(now.getTime() - Math.round((1 - Math.sqrt(1 - rng.next())) * UNDER_WAY_DAYS * DAY));
}

/**
 * The Baltic Honeybadger's cash trades happen at the conference (peach-domain.md): on its two days
 * of 2023, 2024 (NAMED_PERIODS.riga, the analytics preset) and 2025, between 10:00 and 20:00 UTC.
 */
function rigaTradeStart(rng: Rng): Date {
  const day = rng.pick(['2023-08-25', NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end, '2025-08-29']);
  return new Date(Date.parse(`${day}T10:00:00Z`) + rng.int(0, 10 * 60) * 60_000);
}

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
  const cashWeights = cashEvents.map((e) => [e, e.seed.cashShare] as const);

  // parties who met before: some disputes are between two users who disputed with each other
  // already (in either role), so the case workspace's "met before" has something to show
  const pairRng = new Rng(0xd15c0);
  const disputedPairs: [string, string][] = [];

  /** A contract with its sell and buy offer (and its dispute, if one is planned). */
  function trade(k: number, out: { offers: OfferRecord[]; contracts: ContractRecord[]; disputes: DisputeRecord[] }) {
    let sellerId = pickUser(ctx, tradeRng);
    let buyerId = pickUser(ctx, tradeRng, sellerId);
    const planned = disputeAt.get(k);
    if (planned && disputedPairs.length && pairRng.chance(0.15)) [sellerId, buyerId] = pairRng.pick(disputedPairs);
    else if (planned) disputedPairs.push(pairRng.chance(0.5) ? [sellerId, buyerId] : [buyerId, sellerId]);
    let tradeStatus = tradeRng.weighted(ONGOING);
    let created: Date;
    let paymentMade: Date | undefined;
    if (planned) {
      // paid (so the buyer says), then disputed 13 h to 4 days after the contract began
      tradeStatus = 'confirmPaymentRequired';
      created = new Date(planned.date.getTime() - tradeRng.int(13, 96) * 3_600_000);
      paymentMade = new Date(created.getTime() + tradeRng.int(1, 11) * 3_600_000);
    } else if (k < 2 && !FINISHED.has(tradeStatus)) {
      // the first two trades under way began today (UTC), so the "today" preset shows trades
      const sinceMidnight = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      created = new Date(now.getTime() - Math.round(Math.max(sinceMidnight, 30_000) * (k + 1) / 3));
    } else {
      created = FINISHED.has(tradeStatus) ? finishedTradeStart(tradeRng, now) : ongoingTradeStart(tradeRng, now);
    }
    let currency: string;
    let paymentMethod: string;
    let amount: number;
    let country: string | undefined;
    if (tradeRng.chance(cashTotal)) {
      const { record: event } = tradeRng.weighted(cashWeights);
      currency = tradeRng.pick(event.currencies);
      paymentMethod = cashMethodFor(event.id);
      if (!planned && event.city === 'Riga' && FINISHED.has(tradeStatus)) created = rigaTradeStart(tradeRng);
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

  // the first disputes of each state go through every reason, the first resolved ones through
  // every outcome: each shows at any scale
  const raised = { open: 0, resolved: 0 };
  let resolvedCount = 0;

  /** Raises the contract's dispute; a resolved one gets a mediator's outcome. */
  function raiseDispute(contract: ContractRecord, { date, open }: { date: Date; open: boolean }): DisputeRecord {
    const state = open ? 'open' : 'resolved';
    const reason = raised[state] < DISPUTE_REASONS.length * 2 ? DISPUTE_REASONS[raised[state] % DISPUTE_REASONS.length] : undefined;
    raised[state]++;
    const dispute = buildDispute({ contractId: contract.id, date, ...(reason ? { reason } : {}) }, disputeRng, now);
    dispute.initiator = dispute.initiatorRole === 'buyer' ? contract.buyerId : contract.sellerId;
    contract.isEmailRequired = dispute.reason.startsWith('noPayment');
    contract.isChatActive = open;
    contract.lastModified = date;
    if (open) {
      contract.tradeStatus = 'dispute';
      return dispute;
    }
    const outcome = resolvedCount < DISPUTE_OUTCOMES.length * 2 ? DISPUTE_OUTCOMES[resolvedCount % DISPUTE_OUTCOMES.length] : disputeRng.pick(DISPUTE_OUTCOMES);
    resolvedCount++;
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
