import { randomUUID } from 'node:crypto';
import { caseStaleKeys } from '../../src/contract/cases';
import {
  FOUR_EYES_THRESHOLD_MAX,
  fourEyesStaleKeys,
  needsSecondApproval,
  NOTICE_ADDITION_MAX_LENGTH,
  type DecisionResult,
  type FourEyesSettings,
  type ResolutionProposal,
} from '../../src/contract/fourEyes';
import { noticeLanguageOf, type NoticeLanguages } from '../../src/contract/decisionNotice';
import { RESOLUTION_REASON_MAX_LENGTH, resolutionPays } from '../rules/disputes';
import { resolutionWrite } from '../rules/decision';
import type { Db } from '../db/connection';
import type { Wire } from '../db/records';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import { hubFor } from '../socket/hub';
import { staleKeys } from '../socket/staleKeys';
import { readContract } from '../db/store/contracts';
import { userExists } from '../db/store/users';
import {
  approveProposal,
  closeProposal,
  insertProposal,
  proposalById,
  proposalsOf,
  readFourEyesSettings,
  setTraderLanguage,
  traderLanguages,
  waitingProposals,
  writeFourEyesSettings,
} from '../db/store/fourEyes';
import { announceResolution, readResolution, resolveAtOnce } from './contracts';

/**
 * Four eyes above a threshold (routes of ours, docs/decisions/four-eyes.md; the console's twin is
 * src/features/fourEyes/api.ts). The admin's threshold; a decision that resolves at once or
 * becomes a proposal; approval by another mediator (once, with the resolution in the same batch),
 * rejection with a reason, withdrawal by the proposer. Each change is audited in its batch and
 * announced over the socket.
 */

const isoNow = (deps: Deps) => new Date(deps.now()).toISOString();

/** The case, its proposal, the waiting list, the queue and the trail are stale after a change. */
function announce(db: Db, contractId: string, type: string, except?: string) {
  const hub = hubFor(db);
  hub.stale([fourEyesStaleKeys.proposal(contractId), fourEyesStaleKeys.waiting(), staleKeys.disputes(), caseStaleKeys.audit()]);
  hub.notify(type, contractId, except);
}

/** Approving and rejecting are a mediator's, never the proposer's. */
function mediatorOnly(c: AppContext) {
  if (!c.get('staff').isMediator) throw fail(403, 'UNAUTHORIZED', 'Only a mediator may approve or reject a proposed resolution');
}

const settings =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json<FourEyesSettings>(await readFourEyesSettings(db));

/** FourEyesSettings → the settings stored. */
const putSettings =
  (deps: Deps): AppHandler =>
  async (c) => {
    const body = await readJsonObject(c);
    const f = new Fields(body);
    const thresholdSats = body.thresholdSats === null ? null : f.positiveInteger('thresholdSats', { required: true, max: FOUR_EYES_THRESHOLD_MAX });
    const incorrect = f.boolean('incorrectDataNeedsApproval');
    if (incorrect === undefined && !f.problems.incorrectDataNeedsApproval) f.problems.incorrectDataNeedsApproval = 'required';
    f.done('Invalid four-eyes settings');
    const next: FourEyesSettings = { thresholdSats: thresholdSats ?? null, incorrectDataNeedsApproval: incorrect! };
    await writeFourEyesSettings(deps.db, next, c.get('staff'), isoNow(deps));
    hubFor(deps.db).stale([fourEyesStaleKeys.settings(), caseStaleKeys.audit()]);
    return c.json<FourEyesSettings>(await readFourEyesSettings(deps.db));
  };

/** DisputeDecision → DecisionResult: resolved at once below the threshold, a waiting proposal at or above it. */
const decide =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    let addition: string | undefined;
    const resolution = await readResolution(c, (f) => {
      addition = f.string('addition', { max: NOTICE_ADDITION_MAX_LENGTH, userText: 'text' })?.trim() || undefined;
    });
    const contract = await readContract(db, param(c, 'id'));
    if (!contract) throw notFound('No such contract');
    const staff = c.get('staff');
    const now = isoNow(deps);
    const flags = { isBuyerPaymentDataIncorrect: resolution.buyerIncorrect, isSellerPaymentDataIncorrect: resolution.sellerIncorrect };
    if (!needsSecondApproval(await readFourEyesSettings(db), contract, flags)) {
      await resolveAtOnce(db, contract, { ...resolution, addition }, staff, now);
      return c.json<DecisionResult>({ state: 'resolved', contractId: contract.id });
    }
    const proposal: Wire<ResolutionProposal> = {
      id: randomUUID(),
      contractId: contract.id,
      outcome: resolution.outcome,
      reason: resolution.reason,
      ...flags,
      addition: addition ?? null,
      ...resolutionPays(contract, resolution.outcome),
      state: 'waiting',
      proposedBy: { id: staff.id, username: staff.username },
      proposedAt: now,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
    };
    const stored = await insertProposal(db, proposal);
    if (stored === 'waiting-exists') throw fail(409, 'PROPOSAL_WAITING', 'A proposed resolution of this dispute waits for a second approval');
    if (stored === 'not-open') throw fail(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute is not open');
    announce(db, contract.id, 'pwt.dispute.proposed', staff.id);
    return c.json({ state: 'proposed', proposal });
  };

/** The proposal of the path, or 404. */
async function proposalOr404(db: Db, c: AppContext) {
  const proposal = await proposalById(db, param(c, 'id'));
  if (!proposal) throw notFound('No such proposal');
  return proposal;
}

const notWaiting = () => fail(409, 'PROPOSAL_DECIDED', 'This proposal has been decided already');
const ownProposal = () => fail(409, 'OWN_PROPOSAL', 'The proposer cannot approve or reject their own proposal');

/** → DecisionResult resolved: carried out once; 409 OWN_PROPOSAL for the proposer, PROPOSAL_DECIDED when decided before. */
const approve =
  (deps: Deps): AppHandler =>
  async (c) => {
    mediatorOnly(c);
    const { db } = deps;
    const proposal = await proposalOr404(db, c);
    const staff = c.get('staff');
    if (proposal.proposedBy.id === staff.id) throw ownProposal();
    if (proposal.state !== 'waiting') throw notWaiting();
    const contract = (await readContract(db, proposal.contractId))!;
    const languages = await traderLanguages(db, contract.buyerId, contract.sellerId);
    const input = {
      outcome: proposal.outcome,
      reason: proposal.reason,
      buyerIncorrect: proposal.isBuyerPaymentDataIncorrect,
      sellerIncorrect: proposal.isSellerPaymentDataIncorrect,
      addition: proposal.addition,
    };
    const done = await approveProposal(db, proposal, resolutionWrite(contract, input, staff, languages, isoNow(deps)));
    if (!done) throw notWaiting();
    await announceResolution(db, contract, done.messageIds);
    announce(db, contract.id, 'pwt.dispute.proposalDecided', staff.id);
    return c.json<DecisionResult>({ state: 'resolved', contractId: contract.id });
  };

/** ProposalRejection → the proposal after it; the dispute is open again. */
const reject =
  (deps: Deps): AppHandler =>
  async (c) => {
    mediatorOnly(c);
    const f = new Fields(await readJsonObject(c));
    const reason = f.string('reason', { required: true, max: RESOLUTION_REASON_MAX_LENGTH, userText: 'text' })?.trim();
    f.done('Invalid rejection');
    const proposal = await proposalOr404(deps.db, c);
    const staff = c.get('staff');
    if (proposal.proposedBy.id === staff.id) throw ownProposal();
    if (!(await closeProposal(deps.db, { proposal, state: 'rejected', staff, reason: reason!, now: isoNow(deps) }))) throw notWaiting();
    announce(deps.db, proposal.contractId, 'pwt.dispute.proposalDecided', staff.id);
    return c.json(await proposalById(deps.db, proposal.id));
  };

/** → the proposal after it; only its proposer may withdraw it. */
const withdraw =
  (deps: Deps): AppHandler =>
  async (c) => {
    const proposal = await proposalOr404(deps.db, c);
    const staff = c.get('staff');
    if (proposal.proposedBy.id !== staff.id) throw fail(403, 'UNAUTHORIZED', 'Only the proposer may withdraw a proposal');
    if (!(await closeProposal(deps.db, { proposal, state: 'withdrawn', staff, reason: null, now: isoNow(deps) }))) throw notWaiting();
    announce(deps.db, proposal.contractId, 'pwt.dispute.proposalDecided', staff.id);
    return c.json(await proposalById(deps.db, proposal.id));
  };

const contractProposals =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    if (!(await readContract(db, id))) throw notFound('No such contract');
    return c.json(await proposalsOf(db, id));
  };

const waiting =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json(await waitingProposals(db));

/** → { buyer, seller }: the language each trader's notice will be in (the confirmation shows both). */
const noticeLanguages =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const contract = await readContract(db, param(c, 'id'));
    if (!contract) throw notFound('No such contract');
    const tags = await traderLanguages(db, contract.buyerId, contract.sellerId);
    return c.json<NoticeLanguages>({ buyer: noticeLanguageOf(tags.buyer), seller: noticeLanguageOf(tags.seller) });
  };

/** A trader's app tells its language (the platform knows it; tests only). */
const traderLanguage =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const f = new Fields(await readJsonObject(c));
    const language = f.string('language', { required: true, max: 35, pattern: /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, patternText: 'must be a language tag' });
    f.done('Invalid language');
    const id = param(c, 'id');
    if (!(await userExists(db, id))) throw invalid('Invalid language', { id: 'no such user' });
    await setTraderLanguage(db, id, language!);
    return c.json({ userId: id, language });
  };

export function fourEyesRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/fourEyes': settings(deps),
    'PUT /v1/pwt/fourEyes': putSettings(deps),
    'POST /v1/pwt/contract/:id/decision': decide(deps),
    'GET /v1/pwt/contract/:id/proposals': contractProposals(deps),
    'GET /v1/pwt/proposals': waiting(deps),
    'GET /v1/pwt/contract/:id/noticeLanguages': noticeLanguages(deps),
    'POST /v1/pwt/proposal/:id/approve': approve(deps),
    'POST /v1/pwt/proposal/:id/reject': reject(deps),
    'POST /v1/pwt/proposal/:id/withdraw': withdraw(deps),
    'POST /__platform/user/:id/language': traderLanguage(deps),
  };
}
