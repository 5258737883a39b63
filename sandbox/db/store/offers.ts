import type { Row } from '@libsql/client';
import type { FundingState, FundingStatus, OfferAnswer } from '../../../src/contract';
import type { Db } from '../connection';
import { notFound } from '../../http/failure';
import type { OfferRecord, UserRecord } from '../records';
import { publicUserOf, SIGNATURE_PLACEHOLDER, staffExtras } from './shapes';
import { fromRow, OFFERS, USERS } from '../tables';

/** Offers as stored, and as the platform's Offer (routes/offers.ts). */

/** A sell offer's escrow expiry in blocks when no funding row says otherwise. */
const DEFAULT_EXPIRY = 4320;

/** The FundingStatus of a sell offer: its escrow_funding row, else what the offer row says. */
function fundingOf(offer: OfferRecord, row: Row | undefined): FundingStatus {
  if (row) {
    return {
      status: String(row.status) as FundingState,
      ...(row.confirmations !== null ? { confirmations: Number(row.confirmations) } : {}),
      txIds: JSON.parse(String(row.tx_ids)) as string[],
      vouts: JSON.parse(String(row.vouts)) as number[],
      amounts: JSON.parse(String(row.amounts)) as number[],
      expiry: Number(row.expiry),
    };
  }
  const status = offer.fundingStatus ?? 'NULL';
  const funded = status === 'FUNDED' && offer.txId;
  return { status, txIds: offer.txId ? [offer.txId] : [], vouts: funded ? [0] : [], amounts: funded ? [offer.amount] : [], expiry: DEFAULT_EXPIRY };
}

/**
 * The platform's Offer of a stored one: the owner as PublicUser (unless strict, with the owner's
 * `kyc` beside it), a buy offer's amount as [min, max], placeholders for the traders' signatures.
 */
export function offerOf(offer: OfferRecord, owner: UserRecord, funding: Row | undefined, strict: boolean): OfferAnswer {
  const common = {
    id: offer.id,
    creationDate: offer.creationDate,
    lastModified: offer.lastModified,
    ...(offer.publishingDate ? { publishingDate: offer.publishingDate } : {}),
    online: offer.online,
    doubleMatched: offer.doubleMatched,
    freeTrade: offer.freeTrade,
    user: { ...publicUserOf(owner), ...staffExtras(strict, { kyc: owner.kyc }) },
    meansOfPayment: offer.meansOfPayment,
    paymentData: offer.paymentData,
    matches: offer.matches,
    ...(offer.contractId ? { contractId: offer.contractId } : {}),
    escrowFee: offer.escrowFee,
    tradeStatus: offer.tradeStatus,
  };
  if (offer.type === 'bid') {
    return {
      ...common,
      type: 'bid',
      amount: [offer.amount, offer.amountMax ?? offer.amount],
      releaseAddress: offer.releaseAddress ?? '',
      message: `I confirm that only I, peach${owner.id.slice(0, 8)}, control the address ${offer.releaseAddress ?? ''}`,
      messageSignature: SIGNATURE_PLACEHOLDER,
      maxPremium: offer.maxPremium ?? null,
      minReputation: offer.minReputation ?? null,
    };
  }
  return {
    ...common,
    type: 'ask',
    amount: offer.amount,
    premium: offer.premium ?? 0,
    returnAddress: offer.returnAddress ?? '',
    publicKey: offer.publicKey ?? owner.id,
    funding: fundingOf(offer, funding),
    refunded: offer.refunded,
    released: offer.released,
    fundingAmountDifferent: offer.fundingStatus === 'WRONG_FUNDING_AMOUNT',
    ...(offer.escrow ? { escrow: offer.escrow } : {}),
    ...(offer.txId ? { txId: offer.txId } : {}),
  };
}

/** The stored users of these ids, by id. */
export async function usersById(db: Db, ids: string[]): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { rows } = await db.execute({ sql: `SELECT ${USERS.select} FROM users WHERE id IN (${unique.map(() => '?').join(', ')})`, args: unique });
  return new Map(rows.map((row) => fromRow(USERS, row)).map((u) => [u.id, u]));
}

/** The platform's Offers of these stored ones, in their order. */
export async function offersOf(db: Db, offers: OfferRecord[], strict: boolean): Promise<OfferAnswer[]> {
  const owners = await usersById(db, offers.map((o) => o.userId));
  const ids = offers.map((o) => o.id);
  const funding = ids.length
    ? await db.execute({ sql: `SELECT * FROM escrow_funding WHERE offer_id IN (${ids.map(() => '?').join(', ')})`, args: ids })
    : { rows: [] as Row[] };
  const fundingById = new Map(funding.rows.map((row) => [String(row.offer_id), row]));
  return offers.map((offer) => offerOf(offer, owners.get(offer.userId)!, fundingById.get(offer.id), strict));
}

/** The stored offer, or 404 NOT_FOUND. */
export async function loadOffer(db: Db, id: string): Promise<OfferRecord> {
  const { rows } = await db.execute({ sql: `SELECT ${OFFERS.select} FROM offers WHERE id = ?`, args: [id] });
  if (!rows[0]) throw notFound('No such offer');
  return fromRow(OFFERS, rows[0]);
}
