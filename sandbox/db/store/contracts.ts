import type { Contract, ContractMoment } from '../../../src/contract';
import type { Db } from '../connection';
import type { ContractRecord, DisputeRecord, Wire } from '../records';
import { PGP_PLACEHOLDER, publicUserOf, SIGNATURE_PLACEHOLDER, staffExtras } from './shapes';
import { CONTRACTS, DISPUTES, fromRow, USERS } from '../tables';

/**
 * Contracts as stored and as the console sees them: read by the contract routes, the trader
 * routes of tests and the socket alike, so none of them imports another's module.
 */

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

const rating = (value: number): 1 | 0 | -1 => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** The stored contract (null when there is none). */
export async function readContract(db: Db, id: string): Promise<ContractRecord | null> {
  const { rows } = await db.execute({ sql: `SELECT ${CONTRACTS.select} FROM contracts WHERE id = ?`, args: [id] });
  return rows[0] ? fromRow(CONTRACTS, rows[0]) : null;
}

/**
 * The platform's Contract (unset dates as null, the parties as PublicUser, placeholders for the
 * traders' cryptography) from the stored one and its last dispute; unless strict, with the staff
 * extras beside it: the parties' ban state, the escrow's funding transaction, the timeline, the
 * initiator's side and the mediator's reason and flags.
 */
export async function contractJson(db: Db, contract: ContractRecord, strict: boolean): Promise<Wire<Contract>> {
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

  const hashes = contract.hashedPaymentData ? [contract.hashedPaymentData] : [];
  const result: Contract = {
    id: contract.id,
    creationDate: contract.creationDate,
    lastModified: contract.lastModified,
    seller: { ...publicUserOf(seller), ...staffExtras(strict, { banned: seller.banned }) },
    buyer: { ...publicUserOf(buyer), ...staffExtras(strict, { banned: buyer.banned }) },
    amount: contract.amount,
    currency: contract.currency,
    price: contract.price,
    priceCHF: contract.priceCHF,
    premium: contract.premium,
    paymentMethod: contract.paymentMethod,
    ...(contract.country ? { country: contract.country } : {}),
    buyerFee: contract.buyerFee,
    sellerFee: contract.sellerFee,
    symmetricKeyEncrypted: contract.symmetricKeyEncrypted || PGP_PLACEHOLDER,
    symmetricKeySignature: contract.symmetricKeySignature || SIGNATURE_PLACEHOLDER,
    paymentDataEncrypted: contract.paymentDataEncrypted || PGP_PLACEHOLDER,
    paymentDataSignature: contract.paymentDataSignature || SIGNATURE_PLACEHOLDER,
    buyerPaymentDataEncrypted: PGP_PLACEHOLDER,
    buyerPaymentDataSignature: SIGNATURE_PLACEHOLDER,
    hashedPaymentData: hashes,
    buyerHashedPaymentData: [],
    paymentDataEncryptionMethod: contract.paymentDataEncryptionMethod,
    paymentMade: contract.paymentMade ?? null,
    paymentConfirmed: contract.paymentConfirmed ?? null,
    paymentExpectedBy: contract.paymentExpectedBy,
    ...(contract.lastReminderSent ? { lastReminderSent: contract.lastReminderSent } : {}),
    escrow: contract.escrow,
    releaseAddress: contract.releaseAddress,
    releasePsbt: contract.releasePsbt ?? '',
    ...(contract.releaseTxId ? { releaseTxId: contract.releaseTxId } : {}),
    ...(contract.batchId ? { batchId: contract.batchId } : {}),
    disputeActive: Boolean(dispute && !dispute.resolvedDate),
    disputeDate: dispute?.date ?? null,
    disputeResolvedDate: dispute?.resolvedDate ?? null,
    ...(dispute
      ? {
          disputeReason: dispute.reason,
          ...(dispute.message ? { disputeClaim: dispute.message } : {}),
          disputeInitiator: dispute.initiator,
          ...(dispute.acknowledgedByCounterParty !== undefined ? { disputeAcknowledgedByCounterParty: dispute.acknowledgedByCounterParty } : {}),
          ...(dispute.outcome ? { disputeOutcome: dispute.outcome } : {}),
          ...(dispute.winner ? { disputeWinner: dispute.winner } : {}),
        }
      : {}),
    disputeOutcomeAcknowledgedBy: [],
    ...(contract.cancelationRequested ? { cancelationRequested: true } : {}),
    canceled: contract.canceled,
    ...(contract.canceledBy ? { canceledBy: contract.canceledBy } : {}),
    ratingBuyer: rating(contract.ratingBuyer),
    ratingSeller: rating(contract.ratingSeller),
    messages: contract.messages,
    unreadMessages: contract.unreadMessages,
    isChatActive: contract.isChatActive,
    isEmailRequired: contract.isEmailRequired,
    tradeStatus: contract.tradeStatus,
    ...staffExtras(strict, {
      ...(offer.rows[0]?.tx_id ? { escrowTxId: String(offer.rows[0].tx_id) } : {}),
      ...(dispute
        ? {
            disputeInitiatorSide: dispute.initiatorRole,
            ...(dispute.resolutionReason !== undefined ? { disputeResolutionReason: dispute.resolutionReason } : {}),
            ...(dispute.isBuyerPaymentDataIncorrect !== undefined ? { isBuyerPaymentDataIncorrect: dispute.isBuyerPaymentDataIncorrect } : {}),
            ...(dispute.isSellerPaymentDataIncorrect !== undefined ? { isSellerPaymentDataIncorrect: dispute.isSellerPaymentDataIncorrect } : {}),
          }
        : {}),
      timeline: moments,
    }),
  };
  return json(result);
}

/** Whether a contract of this id is stored. */
export async function contractExists(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.execute({ sql: 'SELECT 1 FROM contracts WHERE id = ?', args: [id] });
  return rows.length > 0;
}
