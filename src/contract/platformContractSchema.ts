import { DISPUTE_OUTCOMES, DISPUTE_REASONS, TRADE_PARTICIPANTS, TRADE_STATUSES } from './trade';
import type * as platform from './platform';
import { publicUser, type ExtrasOf } from './platformSchemas';
import type * as staff from './index';
import { arrayOf, assertType, bool, date, type Equals, type Infer, nullable, num, object, oneOf, str, withExtras } from './wireSchema';

/**
 * The platform's Contract as a runtime schema (its own module for its 40 required fields), tied
 * to platform.Contract at compile time, with the staff extras of types.Contract that a sandbox
 * that is not strict sends beside it (docs/decisions/platform-shapes.md).
 */

const participant = oneOf(...TRADE_PARTICIPANTS);
const rating = oneOf(1, 0, -1);

const partyExtras = { banned: bool } satisfies ExtrasOf<staff.ContractParty, platform.PublicUser>;
const party = withExtras(publicUser, partyExtras);

const moment = object({ moment: oneOf('created', 'paymentMade', 'paymentConfirmed', 'disputed', 'resolved', 'canceled'), date });
assertType<Equals<Infer<typeof moment>, staff.ContractMoment>>(true);

const contractExtras = {
  escrowTxId: str,
  disputeInitiatorSide: participant,
  disputeResolutionReason: str,
  isBuyerPaymentDataIncorrect: bool,
  isSellerPaymentDataIncorrect: bool,
  timeline: arrayOf(moment),
} satisfies ExtrasOf<staff.Contract, platform.Contract>;

export const contract = object(
  {
    id: str,
    creationDate: date,
    lastModified: date,
    seller: party,
    buyer: party,
    amount: num,
    currency: str,
    price: num,
    priceCHF: num,
    premium: num,
    paymentMethod: str,
    buyerFee: num,
    sellerFee: num,
    symmetricKeyEncrypted: str,
    symmetricKeySignature: str,
    paymentDataEncrypted: str,
    paymentDataSignature: str,
    buyerPaymentDataEncrypted: str,
    buyerPaymentDataSignature: str,
    hashedPaymentData: arrayOf(str),
    buyerHashedPaymentData: arrayOf(str),
    paymentDataEncryptionMethod: oneOf('aes256', 'asymmetric'),
    paymentMade: nullable(date),
    paymentConfirmed: nullable(date),
    paymentExpectedBy: date,
    escrow: str,
    releaseAddress: str,
    releasePsbt: str,
    disputeActive: bool,
    disputeDate: nullable(date),
    disputeResolvedDate: nullable(date),
    disputeOutcomeAcknowledgedBy: arrayOf(participant),
    canceled: bool,
    ratingBuyer: rating,
    ratingSeller: rating,
    messages: num,
    unreadMessages: num,
    isChatActive: bool,
    isEmailRequired: bool,
    tradeStatus: oneOf(...TRADE_STATUSES),
  },
  {
    country: str,
    lastReminderSent: oneOf('sixHours', 'oneHour', 'final'),
    releaseTransaction: str,
    releaseTxId: str,
    batchId: str,
    batchReleasePsbt: str,
    batchInfo: object({ participants: num, maxParticipants: num, timeRemaining: num, completed: bool }, { txId: str }),
    disputeReason: oneOf(...DISPUTE_REASONS),
    disputeOutcome: oneOf(...DISPUTE_OUTCOMES),
    disputeClaim: str,
    disputeTicketId: str,
    disputeTicketIdCounterParty: str,
    disputeInitiator: str,
    disputeAcknowledgedByCounterParty: bool,
    disputeWinner: participant,
    cancelationRequested: bool,
    canceledBy: oneOf(...TRADE_PARTICIPANTS, 'mediator'),
    buyOffer69Id: num,
  },
  contractExtras,
);
assertType<Equals<Infer<typeof contract>, platform.Contract>>(true);
