// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/cases';
import type { ChatMessage, Contract, CreatedStaffAccount, DisputeQueueRow, Page } from '../../src/contract';
import type { DecisionResult, FourEyesSettings, ResolutionProposal } from '../../src/contract/fourEyes';
import { decisionNotice, noticeSats } from '../../src/contract/decisionNotice';
import type { Wire } from '../db/records';
import { resolutionPays } from '../rules/disputes';
import { authorized, login, postJson, SeededApi, startTestServer, type TestServer } from '../testing';

let server: TestServer;
let api: SeededApi;
let admin: string;
let mediator: string;
let second: string;

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  [admin, mediator] = await Promise.all([login(server.url, 'admin'), login(server.url, 'mediator')]);
  api = new SeededApi(server, mediator);
  const created = await api.post<CreatedStaffAccount>('/v1/pwt/admin/staff', { username: 'second.mediator', isMediator: true }, admin, 201);
  second = await login(server.url, 'second.mediator', created.oneTimePassword);
}, 60_000);
afterAll(() => server.cleanup());

const put = (body: unknown, token = admin) =>
  fetch(`${server.url}/v1/pwt/fourEyes`, authorized(token, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
const setThreshold = async (thresholdSats: number | null, incorrectDataNeedsApproval = false) =>
  expect((await put({ thresholdSats, incorrectDataNeedsApproval })).status).toBe(200);

/** Open cases not yet used by another test, each with its contract. */
let nextPage = 10;
async function openCase(): Promise<Wire<Contract>> {
  const page = await api.get<Page<DisputeQueueRow>>(`/v1/pwt/disputes?state=open&size=1&page=${nextPage++}`);
  return api.get<Contract>(`/v1/pwt/contract/${page.items[0].contractId}`);
}
const decision = (id: string, outcome = 'buyerWins', more: object = {}) => ({ contractId: id, outcome, reason: 'The payment arrived late but in full.', ...more });
const decide = (id: string, token = mediator, body: object = decision(id)) => postJson(`${server.url}/v1/pwt/contract/${id}/decision`, body, token);
const act = (proposalId: string, what: 'approve' | 'reject' | 'withdraw', token: string, body: object = {}) =>
  postJson(`${server.url}/v1/pwt/proposal/${proposalId}/${what}`, body, token);
const systemMessages = async (id: string) =>
  (await api.get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat`)).filter((m) => m.from === 'system').map((m) => m.message);
const trail = async (id: string) => (await api.get<Page<AuditEntry>>(`/v1/pwt/contract/${id}/audit`)).items;

async function propose(contract: Wire<Contract>, body: object = decision(contract.id)) {
  await setThreshold(contract.amount);
  const answer = await decide(contract.id, mediator, body);
  expect(answer.status).toBe(200);
  const result = (await answer.json()) as Wire<DecisionResult>;
  if (result.state !== 'proposed') throw new Error('not proposed');
  return result.proposal;
}

describe('the threshold', () => {
  it('is set by an admin only, checked, and audited with before and after', async () => {
    expect((await put({ thresholdSats: 500_000, incorrectDataNeedsApproval: true }, mediator)).status).toBe(403);
    const bad = await put({ thresholdSats: -3, incorrectDataNeedsApproval: 'yes' });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as object).toMatchObject({ details: { thresholdSats: 'must be a positive integer', incorrectDataNeedsApproval: 'must be true or false' } });
    await setThreshold(500_000, true);
    expect(await api.get<FourEyesSettings>('/v1/pwt/fourEyes')).toEqual({ thresholdSats: 500_000, incorrectDataNeedsApproval: true });
    await setThreshold(null);
    const entries = (await api.get<Page<AuditEntry>>('/v1/pwt/audit?action=fourEyes.settings', admin)).items;
    expect(entries[0]).toMatchObject({ subjectType: 'setting', before: { thresholdSats: 500_000, incorrectDataNeedsApproval: true }, after: { thresholdSats: null, incorrectDataNeedsApproval: false } });
    expect(entries[1]).toMatchObject({ before: { thresholdSats: null, incorrectDataNeedsApproval: false }, after: { thresholdSats: 500_000 } });
  });
});

describe('a resolution below the threshold', () => {
  it('goes straight through as today, with one notice in English', async () => {
    const contract = await openCase();
    await setThreshold(contract.amount + 1);
    const answer = await decide(contract.id, mediator, decision(contract.id, 'sellerWins', { addition: 'Thank you both for your patience.' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ state: 'resolved', contractId: contract.id });
    const notice = decisionNotice('en', { outcome: 'sellerWins', ...resolutionPays(contract, 'sellerWins'), reason: 'The payment arrived late but in full.', addition: 'Thank you both for your patience.' });
    const messages = await systemMessages(contract.id);
    expect(messages.filter((m) => m === notice)).toHaveLength(1);
    expect(messages).toContain('chat.systemMessage.dispute.outcome.sellerWins');
    expect(notice).toContain(`the seller receives ${noticeSats('en', contract.amount)}`);
  });

  it('the platform route refuses one at or above it, and one marking payment data incorrect when told', async () => {
    const contract = await openCase();
    await setThreshold(contract.amount);
    const refused = await postJson(`${server.url}/v1/pwt/contract/${contract.id}/dispute`, decision(contract.id), mediator);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'SECOND_APPROVAL_REQUIRED' });
    await setThreshold(contract.amount + 1, true);
    const flagged = await decide(contract.id, mediator, decision(contract.id, 'buyerWins', { isSellerPaymentDataIncorrect: true }));
    expect(((await flagged.json()) as Wire<DecisionResult>).state).toBe('proposed');
  });
});

describe('a proposal', () => {
  it('shows who proposed what, with the sats of the preview, and refuses the proposer’s own approval', async () => {
    const contract = await openCase();
    const proposal = await propose(contract);
    expect(proposal).toMatchObject({ state: 'waiting', outcome: 'buyerWins', proposedBy: { username: 'mediator' }, ...resolutionPays(contract, 'buyerWins') });
    const own = await act(proposal.id, 'approve', mediator);
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: 'OWN_PROPOSAL' });
    expect((await act(proposal.id, 'reject', mediator, { reason: 'no' })).status).toBe(409);
    // nothing was paid: the dispute is open and a second proposal waits behind none
    expect((await api.get<Contract>(`/v1/pwt/contract/${contract.id}`)).disputeActive).toBe(true);
    expect((await decide(contract.id, second)).status).toBe(409);
    expect(await api.get<ResolutionProposal[]>(`/v1/pwt/contract/${contract.id}/proposals`)).toEqual([proposal]);
    const waiting = await api.get<Page<DisputeQueueRow>>('/v1/pwt/disputes?state=open&approval=waiting&size=100');
    expect(waiting.items.map((r) => r.contractId)).toContain(contract.id);
    expect((await api.get<ResolutionProposal[]>('/v1/pwt/proposals')).map((p) => p.id)).toContain(proposal.id);
  });

  it('10 approvals at once pay once, with one notice per language (German for a German trader)', async () => {
    const contract = await openCase();
    expect((await postJson(`${server.url}/__platform/user/${contract.seller.id}/language`, { language: 'de-CH' })).status).toBe(200);
    expect(await api.get(`/v1/pwt/contract/${contract.id}/noticeLanguages`)).toEqual({ buyer: 'en', seller: 'de' });
    const proposal = await propose(contract);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => act(proposal.id, 'approve', i % 2 ? second : admin)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await api.one("SELECT count(*) FROM audit_log WHERE action = 'dispute.resolve' AND subject_id = ?", [contract.id])).toBe(1);
    expect(await api.one("SELECT count(*) FROM audit_log WHERE action = 'dispute.approve' AND subject_id = ?", [contract.id])).toBe(1);
    const pays = resolutionPays(contract, 'buyerWins');
    const facts = { outcome: 'buyerWins' as const, ...pays, reason: 'The payment arrived late but in full.' };
    const messages = await systemMessages(contract.id);
    expect(messages.filter((m) => m === 'chat.systemMessage.dispute.outcome.buyerWins')).toHaveLength(1);
    expect(messages.filter((m) => m === decisionNotice('en', facts))).toHaveLength(1);
    expect(messages.filter((m) => m === decisionNotice('de', facts))).toHaveLength(1);
    expect(decisionNotice('de', facts)).toContain(`Der Käufer erhält ${noticeSats('de', pays.buyerSats)}`);
    const after = await api.get<Contract>(`/v1/pwt/contract/${contract.id}`);
    expect(after).toMatchObject({ disputeActive: false, disputeOutcome: 'buyerWins' });
    expect((await api.get<ResolutionProposal[]>(`/v1/pwt/contract/${contract.id}/proposals`))[0]).toMatchObject({ state: 'approved' });
    const approve = (await trail(contract.id)).find((e) => e.action === 'dispute.approve');
    expect(approve).toMatchObject({ before: { dispute: 'awaitingApproval', proposedBy: 'mediator' }, after: { dispute: 'approved', outcome: 'buyerWins' } });
  });

  it('rejected with a reason returns the case to open; no notice is sent', async () => {
    const contract = await openCase();
    const proposal = await propose(contract);
    const empty = await act(proposal.id, 'reject', second, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ details: { reason: 'required' } });
    expect((await act(proposal.id, 'reject', second, { reason: 'The seller sent proof of a refund.' })).status).toBe(200);
    expect((await act(proposal.id, 'approve', admin)).status).toBe(409);
    expect((await api.get<Contract>(`/v1/pwt/contract/${contract.id}`)).disputeActive).toBe(true);
    expect((await systemMessages(contract.id)).some((m) => m.startsWith('Decision on your dispute'))).toBe(false);
    expect((await trail(contract.id)).find((e) => e.action === 'dispute.reject')).toMatchObject({
      staffName: 'second.mediator',
      before: { dispute: 'awaitingApproval' },
      after: { dispute: 'open', reason: 'The seller sent proof of a refund.' },
    });
    // open again: a new proposal may follow
    expect((await decide(contract.id, second)).status).toBe(200);
  });

  it('may be withdrawn by its proposer alone', async () => {
    const contract = await openCase();
    const proposal = await propose(contract);
    expect((await act(proposal.id, 'withdraw', second)).status).toBe(403);
    expect((await act(proposal.id, 'withdraw', mediator)).status).toBe(200);
    expect((await act(proposal.id, 'approve', second)).status).toBe(409);
    expect((await trail(contract.id)).map((e) => e.action)).toEqual(expect.arrayContaining(['dispute.propose', 'dispute.withdraw']));
    await setThreshold(null);
    expect((await decide(contract.id)).status).toBe(200);
  });

  it('cannot be approved or rejected by a staff member without the mediator role', async () => {
    const contract = await openCase();
    const proposal = await propose(contract);
    const created = await api.post<CreatedStaffAccount>('/v1/pwt/admin/staff', { username: 'plain.admin', isAdmin: true }, admin, 201);
    const plainAdmin = await login(server.url, 'plain.admin', created.oneTimePassword);
    expect((await act(proposal.id, 'approve', plainAdmin)).status).toBe(403);
    expect((await act(proposal.id, 'reject', plainAdmin, { reason: 'x' })).status).toBe(403);
  });
});
