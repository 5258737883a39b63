import { describe, expect, it } from 'vitest';
import { offerDisplayId, offerStatusLabel } from './offers';

describe('offerStatusLabel', () => {
  it.each([
    ['searchingForPeer', false, 'searchingForPeer'],
    ['hasMatchesAvailable', false, 'match'],
    ['fundEscrow', false, 'offerPublished'],
    ['escrowWaitingForConfirmation', false, 'escrowWaitingForConfirmation'],
    ['paymentRequired', true, 'contractCreated'],
    ['dispute', true, 'contractCreated'],
    ['rateUser', true, 'tradeCompleted'],
    ['tradeCanceled', true, 'tradeCanceled'],
    ['offerCanceled', false, 'offerCanceled'],
    ['refundOrReviveRequired', false, 'offerCanceled'],
    ['refundTxSignatureRequired', true, 'tradeCanceled'],
  ] as const)('%s (contract: %s) → %s', (status, hasContract, label) => {
    expect(offerStatusLabel(status, hasContract)).toBe(label);
  });
});

describe('offerDisplayId', () => {
  it('shows offers as P‑HEX', () => expect(offerDisplayId('114')).toBe('P‑72'));
});
