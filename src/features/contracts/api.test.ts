// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorLogger } from '../../api/client';
import { getContract, getContractChat, resolveDispute } from './api';
import { clearSession, saveSession } from '../../api/session';
import { stubFetch } from '../../api/testing';

const { respond, call } = stubFetch();

beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

describe('contracts', () => {
  it('getContract reads the contract with dates', async () => {
    respond(200, { id: '14-15', paymentExpectedBy: '2026-01-02T03:04:05.000Z', timeline: [] });
    const [contract] = await getContract('14-15');
    expect(new URL(call().url).pathname).toBe('/v1/pwt/contract/14-15');
    expect(contract?.paymentExpectedBy).toBeInstanceOf(Date);
  });

  it('getContractChat asks for a page, 0 by default', async () => {
    respond(200, []);
    respond(200, [{ id: 1, message: 'hi', date: '2026-01-02T03:04:05.000Z' }]);
    await getContractChat('14-15');
    const [messages] = await getContractChat('14-15', 3);
    expect(new URL(call(0).url).search).toBe('?page=0');
    expect(new URL(call(1).url).search).toBe('?page=3');
    expect(new URL(call(1).url).pathname).toBe('/v1/pwt/contract/14-15/chat');
    expect(messages?.[0].date).toBeInstanceOf(Date);
  });

  it('resolveDispute posts the resolution and yields 409 DISPUTE_ALREADY_RESOLVED as the error', async () => {
    const resolution = {
      contractId: '14-15',
      outcome: 'buyerWins',
      reason: 'Proof of payment',
      isBuyerPaymentDataIncorrect: false,
      isSellerPaymentDataIncorrect: true,
    } as const;
    respond(200, { id: '14-15', disputeOutcome: 'buyerWins' });
    respond(409, { error: 'DISPUTE_ALREADY_RESOLVED' });
    const [contract] = await resolveDispute(resolution);
    const [, error] = await resolveDispute(resolution);
    expect(call().init.method).toBe('POST');
    expect(new URL(call().url).pathname).toBe('/v1/pwt/contract/14-15/dispute');
    expect(JSON.parse(String(call().init.body))).toEqual(resolution);
    expect(contract?.disputeOutcome).toBe('buyerWins');
    expect(error).toMatchObject({ error: 'DISPUTE_ALREADY_RESOLVED', status: 409 });
  });
});
