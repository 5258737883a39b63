import type { Contract, ContractMoment, ContractParty } from '../../src/api/types';
import type { Db } from '../db';
import type { ContractRecord, DisputeRecord, UserRecord, Wire } from '../records';
import { CONTRACTS, DISPUTES, fromRow, USERS } from '../tables';

/**
 * Contracts as stored and as the console sees them: read by the contract routes, the trader
 * routes of tests and the socket alike, so none of them imports another's module.
 */

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

const partyJson = (user: UserRecord): ContractParty => ({
  id: user.id,
  creationDate: user.creationDate,
  trades: user.trades,
  rating: user.rating,
  ratingCount: user.ratingCount,
  medals: user.medals,
  banned: user.banned,
  // the seed's statistics leave won/lost NULL for users whose disputes had no winner
  disputes: {
    opened: Number(user.disputes.opened ?? 0),
    won: Number(user.disputes.won ?? 0),
    lost: Number(user.disputes.lost ?? 0),
    resolved: Number(user.disputes.resolved ?? 0),
  },
});

/** The stored contract (null when there is none). */
export async function readContract(db: Db, id: string): Promise<ContractRecord | null> {
  const { rows } = await db.execute({ sql: `SELECT ${CONTRACTS.select} FROM contracts WHERE id = ?`, args: [id] });
  return rows[0] ? fromRow(CONTRACTS, rows[0]) : null;
}

/** The Contract the console shows: the stored one with both parties, its last dispute and its timeline. */
export async function contractJson(db: Db, contract: ContractRecord): Promise<Wire<Contract>> {
  const [users, disputes, offer] = await Promise.all([
    db.execute({ sql: `SELECT ${USERS.select} FROM users WHERE id IN (?, ?)`, args: [contract.sellerId, contract.buyerId] }),
    db.execute({ sql: `SELECT ${DISPUTES.select} FROM disputes WHERE contract_id = ? ORDER BY date DESC LIMIT 1`, args: [contract.id] }),
    db.execute({ sql: 'SELECT tx_id FROM offers WHERE id = ?', args: [contract.sellOfferId] }),
  ]);
  const byId = new Map(users.rows.map((row) => fromRow(USERS, row)).map((u) => [u.id, u]));
  const seller = byId.get(contract.sellerId);
  const buyer = byId.get(contract.buyerId);
  if (!seller || !buyer) throw new Error(`contract ${contract.id} names a missing user`);
  const dispute: DisputeRecord | undefined = disputes.rows[0] ? fromRow(DISPUTES, disputes.rows[0]) : undefined;

  const moments: ContractMoment[] = [{ moment: 'created', date: contract.creationDate }];
  if (contract.paymentMade) moments.push({ moment: 'paymentMade', date: contract.paymentMade });
  if (contract.paymentConfirmed) moments.push({ moment: 'paymentConfirmed', date: contract.paymentConfirmed });
  if (dispute) moments.push({ moment: 'disputed', date: dispute.date });
  if (dispute?.resolvedDate) moments.push({ moment: 'resolved', date: dispute.resolvedDate });
  if (contract.canceled) moments.push({ moment: 'canceled', date: dispute?.resolvedDate ?? contract.lastModified });
  moments.sort((a, b) => a.date.getTime() - b.date.getTime());

  const result: Contract = {
    id: contract.id,
    creationDate: contract.creationDate,
    lastModified: contract.lastModified,
    seller: partyJson(seller),
    buyer: partyJson(buyer),
    amount: contract.amount,
    currency: contract.currency,
    price: contract.price,
    priceCHF: contract.priceCHF,
    premium: contract.premium,
    paymentMethod: contract.paymentMethod,
    country: contract.country,
    buyerFee: contract.buyerFee,
    sellerFee: contract.sellerFee,
    tradeStatus: contract.tradeStatus,
    paymentMade: contract.paymentMade,
    paymentConfirmed: contract.paymentConfirmed,
    paymentExpectedBy: contract.paymentExpectedBy,
    escrow: contract.escrow,
    releaseAddress: contract.releaseAddress,
    escrowTxId: offer.rows[0]?.tx_id ? String(offer.rows[0].tx_id) : undefined,
    releaseTxId: contract.releaseTxId,
    canceled: contract.canceled,
    canceledBy: contract.canceledBy,
    messages: contract.messages,
    unreadMessages: contract.unreadMessages,
    isChatActive: contract.isChatActive,
    isEmailRequired: contract.isEmailRequired,
    disputeActive: Boolean(dispute && !dispute.resolvedDate),
    disputeDate: dispute?.date,
    disputeReason: dispute?.reason,
    disputeClaim: dispute?.message,
    disputeInitiator: dispute?.initiator,
    disputeInitiatorSide: dispute?.initiatorRole,
    disputeAcknowledgedByCounterParty: dispute?.acknowledgedByCounterParty,
    disputeOutcome: dispute?.outcome,
    disputeWinner: dispute?.winner,
    disputeResolvedDate: dispute?.resolvedDate,
    disputeResolutionReason: dispute?.resolutionReason,
    isBuyerPaymentDataIncorrect: dispute?.isBuyerPaymentDataIncorrect,
    isSellerPaymentDataIncorrect: dispute?.isSellerPaymentDataIncorrect,
    timeline: moments,
  };
  return json(result);
}
