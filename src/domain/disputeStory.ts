import { DISPUTE_REASONS, type DisputeReason, type TradeParticipant } from '../contract/trade';

/**
 * What a dispute's reason says, told one way wherever a reason is shown (the queue, its filter and
 * CSV, the case, the chat's system line, the user page's history): who raised the dispute, what
 * they claim, and whom the claim names.
 *
 * The platform's codes carry the raiser's side as their suffix: the app offers the buyer
 * `noPayment.buyer` and `unresponsive.buyer`, the seller the `.seller` pair. So
 * `unresponsive.seller` is the seller saying the buyer does not respond. Who raised it is read
 * from the dispute's initiator wherever the record names one, and the party said not to respond
 * is always the raiser's counterparty: nobody claims that they themselves are unresponsive.
 */
export type DisputeClaim = 'notReceived' | 'unresponsive' | 'abusive' | 'other';

export interface DisputeStory {
  claim: DisputeClaim;
  /** who raised the dispute; null when neither the record nor the code says */
  raisedBy: TradeParticipant | null;
  /**
   * whom the claim names: for `notReceived` the raiser (who has not received), for `unresponsive`
   * the raiser's counterparty (who does not respond); null for `abusive` and `other`
   */
  party: TradeParticipant | null;
}

export const counterpartyOf = (side: TradeParticipant): TradeParticipant => (side === 'buyer' ? 'seller' : 'buyer');

export const isDisputeReason = (code: string): code is DisputeReason => (DISPUTE_REASONS as readonly string[]).includes(code);

const sideOfCode = (code: string): TradeParticipant | null => (code.endsWith('.buyer') ? 'buyer' : code.endsWith('.seller') ? 'seller' : null);

/** The story of a reason code, its raiser given by the dispute's initiator when known; null for a code the platform does not have. */
export function disputeStory(reason: string, initiator?: TradeParticipant | null): DisputeStory | null {
  if (!isDisputeReason(reason)) return null;
  const raisedBy = initiator ?? sideOfCode(reason);
  if (reason === 'abusive' || reason === 'other') return { claim: reason, raisedBy, party: null };
  if (reason.startsWith('noPayment.')) return { claim: 'notReceived', raisedBy, party: raisedBy };
  return { claim: 'unresponsive', raisedBy, party: raisedBy && counterpartyOf(raisedBy) };
}

/** A translate function as react-admin's: a key, its placeholders and `_` for a missing key. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The catalogue key of a story's claim (i18n/console/disputes.ts `disputes.claim`). */
export function claimKey(story: DisputeStory): string {
  if (story.claim === 'abusive' || story.claim === 'other') return `disputes.claim.${story.claim}`;
  return `disputes.claim.${story.claim}.${story.party ?? 'unknown'}`;
}

/** "Buyer unresponsive": the claim in the staff member's language; an unknown code as it came. */
export function disputeReasonText(translate: Translate, reason: string, initiator?: TradeParticipant | null): string {
  const story = disputeStory(reason, initiator);
  return story ? translate(claimKey(story), { _: reason }) : reason;
}

/** "Buyer unresponsive (raised by the seller)": for a place with no column of its own for the raiser. */
export function disputeReasonWithRaiser(translate: Translate, reason: string, initiator?: TradeParticipant | null): string {
  const story = disputeStory(reason, initiator);
  if (!story) return reason;
  const claim = translate(claimKey(story), { _: reason });
  return story.raisedBy ? translate(`disputes.raisedBy.${story.raisedBy}`, { 0: claim }) : claim;
}
