import type { TradeStatus } from '../../src/contract/trade';
import { methodsFor } from '../rules/catalogue';
import { cashMethodFor } from '../rules/events';
import { buildContract, buildOffer } from './fixtures';
import { Rng } from './random';
import type { ContractRecord, DisputeRecord, OfferRecord } from '../db/records';
import { CHAT_MESSAGES, CONTRACTS, DISPUTES, OFFERS } from '../db/tables';
import { chatWriter } from './chat';
import { part, type SeedContext, type SeededEvent } from './context';
import { DisputePlan, type PlannedDispute } from './disputes';
import { pickUser } from './users';
import { finishedTradeStart, FINISHED, ONGOING, ongoingTradeStart, rigaTradeStart } from './tradeDates';

/** Contracts generated (and emitted) at a time: bounds the JavaScript heap at the large scale (see writeSeed on memory). */
const CHUNK = 5_000;

export const CURRENCIES: readonly (readonly [string, number])[] = [
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

interface ChunkOut {
  offers: OfferRecord[];
  contracts: ContractRecord[];
  disputes: DisputeRecord[];
}

/** What a trade is paid in, with what and how much; `country` for the cash trades of an event. */
interface Terms {
  currency: string;
  paymentMethod: string;
  amount: number;
  country?: string;
  /** set when the trade was moved to a conference day */
  created?: Date;
}

/**
 * Makes the trades one by one: each a contract with its sell and buy offer (and its dispute, if
 * one is planned). Every draw comes from tradeRng in a fixed order, so the same seed makes the
 * same trades; the steps below keep that order.
 */
class TradeMaker {
  private readonly tradeRng = new Rng(0x7e4de);
  // parties who met before: some disputes are between two users who disputed with each other
  // already (in either role), so the case workspace's "met before" has something to show
  private readonly pairRng = new Rng(0xd15c0);
  private readonly disputedPairs: [string, string][] = [];
  private readonly cashTotal: number;
  private readonly cashWeights: (readonly [SeededEvent, number])[];

  constructor(
    private readonly ctx: SeedContext,
    private readonly disputes: DisputePlan,
  ) {
    const cashEvents = ctx.events.filter((e) => e.seed.cashShare > 0);
    this.cashTotal = cashEvents.reduce((sum, e) => sum + e.seed.cashShare, 0);
    this.cashWeights = cashEvents.map((e) => [e, e.seed.cashShare] as const);
  }

  make(k: number, out: ChunkOut): void {
    const { ctx, tradeRng } = this;
    const planned = this.disputes.at.get(k);
    const [sellerId, buyerId] = this.parties(planned);
    const started = this.start(k, planned);
    const terms = this.terms(started.tradeStatus, planned);
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
        creationDate: terms.created ?? started.created,
        amount: terms.amount,
        currency: terms.currency,
        paymentMethod: terms.paymentMethod,
        country: terms.country,
        buyerFee: freeTrade ? 0 : 0.02,
        tradeStatus: started.tradeStatus,
        ...(started.paymentMade ? { paymentMade: started.paymentMade, lastModified: started.paymentMade } : {}),
      },
      tradeRng,
      ctx.now,
    );
    if (planned) out.disputes.push(this.disputes.raise(contract, planned));
    if (terms.paymentMethod.startsWith('cash.')) {
      if (!ctx.cashTrades.has(terms.paymentMethod)) ctx.cashTrades.set(terms.paymentMethod, []);
      // only what seedPayouts reads, not the whole record: 38 000 of them live until then at the large scale
      const { amount, buyerFee, sellerFee, tradeStatus } = contract;
      ctx.cashTrades.get(terms.paymentMethod)!.push({ amount, buyerFee, sellerFee, tradeStatus });
    }
    out.contracts.push(contract);
    out.offers.push(...this.offers(contract, freeTrade));
  }

  /** Seller and buyer; a planned dispute is sometimes between two who disputed before. */
  private parties(planned: PlannedDispute | undefined): [string, string] {
    let sellerId = pickUser(this.ctx, this.tradeRng);
    let buyerId = pickUser(this.ctx, this.tradeRng, sellerId);
    const { pairRng, disputedPairs } = this;
    if (planned && disputedPairs.length && pairRng.chance(0.15)) [sellerId, buyerId] = pairRng.pick(disputedPairs);
    else if (planned) disputedPairs.push(pairRng.chance(0.5) ? [sellerId, buyerId] : [buyerId, sellerId]);
    return [sellerId, buyerId];
  }

  /** The trade's status and when it began (and was paid, for a disputed one). */
  private start(k: number, planned: PlannedDispute | undefined): { tradeStatus: TradeStatus; created: Date; paymentMade?: Date } {
    const { tradeRng } = this;
    const now = this.ctx.now;
    const tradeStatus = tradeRng.weighted(ONGOING);
    if (planned) {
      // paid (so the buyer says), then disputed 13 h to 4 days after the contract began
      const created = new Date(planned.date.getTime() - tradeRng.int(13, 96) * 3_600_000);
      const paymentMade = new Date(created.getTime() + tradeRng.int(1, 11) * 3_600_000);
      return { tradeStatus: 'confirmPaymentRequired', created, paymentMade };
    }
    if (k < 2 && !FINISHED.has(tradeStatus)) {
      // the first two trades under way began today (UTC), so the "today" preset shows trades
      const sinceMidnight = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      return { tradeStatus, created: new Date(now.getTime() - Math.round(Math.max(sinceMidnight, 30_000) * (k + 1) / 3)) };
    }
    return { tradeStatus, created: FINISHED.has(tradeStatus) ? finishedTradeStart(tradeRng, now) : ongoingTradeStart(tradeRng, now) };
  }

  /** Cash at an event (a finished Riga trade moves to the conference days), or a currency and its method. */
  private terms(tradeStatus: TradeStatus, planned: PlannedDispute | undefined): Terms {
    const { tradeRng } = this;
    if (tradeRng.chance(this.cashTotal)) {
      const { record: event } = tradeRng.weighted(this.cashWeights);
      const currency = tradeRng.pick(event.currencies);
      const paymentMethod = cashMethodFor(event.id);
      const created = !planned && event.city === 'Riga' && FINISHED.has(tradeStatus) ? rigaTradeStart(tradeRng) : undefined;
      return { currency, paymentMethod, created, amount: tradeRng.int(2, 25) * 10_000, country: event.country };
    }
    const currency = tradeRng.weighted(CURRENCIES);
    const paymentMethod = tradeRng.pick(methodsFor(currency));
    return { currency, paymentMethod, amount: tradeRng.chance(0.9) ? tradeRng.int(9, 30) * 10_000 : tradeRng.int(4, 40) * 50_000 };
  }

  /** The matched sell and buy offers of the contract. */
  private offers(contract: ContractRecord, freeTrade: boolean): OfferRecord[] {
    const { tradeRng } = this;
    const now = this.ctx.now;
    const { currency, paymentMethod, amount, sellOfferId, buyOfferId } = contract;
    const offerBase = {
      contractId: contract.id,
      creationDate: new Date(contract.creationDate.getTime() - tradeRng.int(1, 72) * 3_600_000),
      lastModified: contract.lastModified,
      meansOfPayment: { [currency]: [paymentMethod] },
      paymentData: { [paymentMethod]: { hashes: [contract.hashedPaymentData] } },
      online: false,
      freeTrade,
      tradeStatus: contract.tradeStatus,
      premium: contract.premium,
    };
    const sell = buildOffer(
      {
        ...offerBase,
        id: sellOfferId,
        type: 'ask',
        userId: contract.sellerId,
        amount,
        matches: [buyOfferId],
        released: contract.tradeStatus === 'tradeCompleted',
        refunded: contract.canceled,
      },
      tradeRng,
      now,
    );
    return [sell, buildOffer({ ...offerBase, id: buyOfferId, type: 'bid', userId: contract.buyerId, premium: undefined, matches: [sellOfferId] }, tradeRng, now)];
  }
}

/**
 * The trades: contracts with their sell and buy offers, disputes and chats, generated and written
 * CHUNK contracts at a time.
 */
export async function seedTrades(ctx: SeedContext): Promise<void> {
  const disputes = new DisputePlan(ctx.size, ctx.now);
  const maker = new TradeMaker(ctx, disputes);
  const chat = chatWriter(ctx);
  const total = ctx.size.contracts;
  for (let first = 0; first < total; first += CHUNK) {
    const out: ChunkOut = { offers: [], contracts: [], disputes: [] };
    for (let k = first; k < Math.min(total, first + CHUNK); k++) maker.make(k, out);
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
