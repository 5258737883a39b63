import type { APIRequestContext } from '@playwright/test';
import type { Contract, Page, TradeSearchRow } from '../../src/contract';
import { apiSession, expect, seededURL } from './fixtures';

/** Helpers of the case workspace's browser tests (tests/e2e/contract.spec.ts). */

export async function mediatorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await apiSession(request, 'mediator');
  return { Authorization: `Basic ${session.accessToken}` };
}

/**
 * A case of the test's own: a seeded contract without an open dispute, disputed now through the
 * sandbox's trader route (tests share one database, so no test touches another's case). The
 * candidates come from the trade search by an id prefix; one that another test took first answers
 * 409 DISPUTE_ALREADY_OPEN and the next is tried.
 */
export async function ownDispute(request: APIRequestContext, prefix: string, reason = 'noPayment.seller'): Promise<string> {
  const headers = await mediatorHeaders(request);
  const search = await request.get(`${seededURL}/v1/pwt/trade/search`, { headers, params: { query: prefix, size: 100 } });
  expect(search.ok()).toBeTruthy();
  const { items } = (await search.json()) as Page<TradeSearchRow>;
  const candidates = items.filter((row) => !['dispute', 'tradeCanceled', 'tradeCompleted'].includes(row.tradeStatus));
  for (const row of candidates) {
    const raised = await request.post(`${seededURL}/__platform/contract/${row.id}/dispute`, {
      data: { initiator: 'seller', reason, message: 'I never received the payment.' },
    });
    if (raised.status() === 201) return row.id;
    expect(raised.status(), await raised.text()).toBe(409);
  }
  throw new Error(`no contract left to dispute under the prefix ${prefix}`);
}

/** A trader writes into the chat (the sandbox's trader route): stored, sent over the socket. */
export async function traderWrites(request: APIRequestContext, contractId: string, side: 'buyer' | 'seller', message: string): Promise<void> {
  const response = await request.post(`${seededURL}/__platform/contract/${contractId}/chat`, { data: { side, message } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function contractOverApi(request: APIRequestContext, contractId: string): Promise<Contract> {
  const response = await request.get(`${seededURL}/v1/pwt/contract/${contractId}`, { headers: await mediatorHeaders(request) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Contract;
}

export async function openDisputesFor(request: APIRequestContext, contractId: string): Promise<number> {
  const response = await request.get(`${seededURL}/v1/pwt/disputes`, { headers: await mediatorHeaders(request), params: { state: 'open', q: contractId } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as Page<unknown>).total;
}
