import type { DisputeResolution } from './contracts';
import type { DisputeOutcome } from './trade';

/**
 * Four eyes above a threshold (routes of ours, docs/decisions/four-eyes.md): a resolution that
 * moves at least the threshold's sats, or (when the admin says so) marks payment data incorrect,
 * is a proposal until another mediator approves it.
 */

/** GET/PUT /v1/pwt/fourEyes: thresholdSats null = off (every resolution goes straight through). */
export interface FourEyesSettings {
  thresholdSats: number | null;
  /** an outcome that marks either side's payment data incorrect always needs a second approval */
  incorrectDataNeedsApproval: boolean;
}

/** The largest threshold an admin may set (sats): 21 million bitcoin. */
export const FOUR_EYES_THRESHOLD_MAX = 2_100_000_000_000_000;

/** Whether a resolution of this contract needs a second approval under these settings. */
export function needsSecondApproval(
  settings: FourEyesSettings,
  contract: { amount: number },
  resolution: Pick<DisputeResolution, 'isBuyerPaymentDataIncorrect' | 'isSellerPaymentDataIncorrect'>,
): boolean {
  if (settings.incorrectDataNeedsApproval && (resolution.isBuyerPaymentDataIncorrect || resolution.isSellerPaymentDataIncorrect)) return true;
  return settings.thresholdSats !== null && contract.amount >= settings.thresholdSats;
}

export const PROPOSAL_STATES = ['waiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** The longest sentence a mediator may add to the decision notice (characters). */
export const NOTICE_ADDITION_MAX_LENGTH = 300;

/** POST /v1/pwt/contract/:id/decision: a resolution with an optional sentence for the notice. */
export interface DisputeDecision extends DisputeResolution {
  addition?: string;
}

/** A resolution waiting for (or past) a second mediator's decision. */
export interface ResolutionProposal {
  id: string;
  contractId: string;
  outcome: DisputeOutcome;
  reason: string;
  isBuyerPaymentDataIncorrect: boolean;
  isSellerPaymentDataIncorrect: boolean;
  addition: string | null;
  /** the sats each side receives and the fees, computed when proposed (today's preview) */
  buyerSats: number;
  sellerSats: number;
  buyerFeeSats: number;
  sellerFeeSats: number;
  state: ProposalState;
  proposedBy: { id: string; username: string };
  proposedAt: Date;
  decidedBy: { id: string; username: string } | null;
  decidedAt: Date | null;
  /** why it was rejected */
  decisionReason: string | null;
}

/** The answer of POST …/decision: resolved at once (the contract after it) or proposed. */
export type DecisionResult = { state: 'resolved'; contractId: string } | { state: 'proposed'; proposal: ResolutionProposal };

/** POST /v1/pwt/proposal/:id/reject */
export interface ProposalRejection {
  reason: string;
}

/** dataStale keys of four eyes: one case's proposal, and the list of those waiting. */
export const fourEyesStaleKeys = {
  proposal: (contractId: string) => ['proposal', contractId] as const,
  waiting: () => ['proposals'] as const,
  settings: () => ['fourEyes'] as const,
};
