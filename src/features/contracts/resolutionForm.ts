import { userTextProblem } from '../../domain/userText';
import type { Contract, DisputeResolution } from '../../contract';
import { OUTCOME_EFFECTS, outcomePayout, RESOLUTION_OPTIONS, RESOLUTION_REASON_MAX_LENGTH, type OutcomeEffect } from '../../domain/disputes';
import type { DisputeOutcome } from '../../contract/trade';
import type { Problem } from '../../ui/problem';

/** The resolution form (spec §3): values ↔ the request, validation, and the consequence shown before sending. */
export interface ResolutionFormValues {
  outcome: DisputeOutcome | '';
  reason: string;
  isBuyerPaymentDataIncorrect: boolean;
  isSellerPaymentDataIncorrect: boolean;
}

export const emptyResolutionForm = (): ResolutionFormValues => ({
  outcome: '',
  reason: '',
  isBuyerPaymentDataIncorrect: false,
  isSellerPaymentDataIncorrect: false,
});

/** record-level validate: { field: the rule it breaks }, empty when it may be sent */
export function validateResolution(values: ResolutionFormValues): Partial<Record<keyof ResolutionFormValues, Problem>> {
  const problems: Partial<Record<keyof ResolutionFormValues, Problem>> = {};
  if (!values.outcome || !RESOLUTION_OPTIONS.includes(values.outcome)) problems.outcome = 'validation.required';
  const reason = values.reason.trim();
  if (!reason) problems.reason = 'validation.required';
  // the limit and the length: a pasted reason is kept whole and said too long, never cut in silence
  else if (reason.length > RESOLUTION_REASON_MAX_LENGTH) problems.reason = { message: 'contract.resolution.reasonTooLong', args: { 0: RESOLUTION_REASON_MAX_LENGTH, 1: reason.length } };
  else if (userTextProblem(reason)) problems.reason = 'userText.unsafe';
  return problems;
}

export const formToResolution = (contractId: string, values: ResolutionFormValues): DisputeResolution => ({
  contractId,
  outcome: values.outcome as DisputeOutcome,
  reason: values.reason.trim(),
  isBuyerPaymentDataIncorrect: values.isBuyerPaymentDataIncorrect,
  isSellerPaymentDataIncorrect: values.isSellerPaymentDataIncorrect,
});

/** What the confirmation states, computed from the contract before anything is sent. */
export interface ResolutionConsequence extends OutcomeEffect {
  outcome: DisputeOutcome;
  amount: number;
  buyerSats: number;
  sellerSats: number;
  buyerFeeSats: number;
  sellerFeeSats: number;
}

export function consequenceOf(contract: Pick<Contract, 'amount' | 'buyerFee' | 'sellerFee'>, outcome: DisputeOutcome): ResolutionConsequence {
  return { outcome, amount: contract.amount, ...OUTCOME_EFFECTS[outcome], ...outcomePayout(contract, outcome) };
}
