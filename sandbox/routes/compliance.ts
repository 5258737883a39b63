import { BEHAVIOUR_EVENT_TYPES } from '../../src/contract';
import { readAnalyticsQuery } from '../http/analyticsQuery';
import { invalid } from '../http/failure';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import { behaviourEventPage, hashReusePage } from '../db/store/compliance';

/**
 * Compliance (routes of ours; docs/decisions/admin.md): users' behaviour events, and payment-data
 * hashes used by more than one account (the payment_hashes records of the look-up seed, the one
 * source of hash data). Both filterable and paged, newest first.
 */

const USER_ID = /^0[23][0-9a-f]{64}$/;

/** ?userId&type&start&end&page&size → Page<BehaviourEvent> */
const behaviourEvents =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const paging = pagingOf(c);
    const { from, to } = readAnalyticsQuery(c, false);
    const userId = c.req.query('userId') || undefined;
    const type = c.req.query('type') || undefined;
    if (userId && !USER_ID.test(userId)) throw invalid('Invalid filter: userId is not a user id', { userId: 'not a user id' });
    if (type && !(BEHAVIOUR_EVENT_TYPES as readonly string[]).includes(type)) {
      throw invalid(`Invalid filter: type must be one of ${BEHAVIOUR_EVENT_TYPES.join(', ')}`, { type: 'unknown type' });
    }
    return c.json(await behaviourEventPage(db, { userId, type, from, to }, paging));
  };

/** ?paymentMethod&userId&page&size → Page<ComplianceHashReuse>, the most recently seen first. */
const hashReuse =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const paging = pagingOf(c);
    const paymentMethod = c.req.query('paymentMethod') || undefined;
    const userId = c.req.query('userId') || undefined;
    if (paymentMethod && !/^[A-Za-z0-9.-]{1,60}$/.test(paymentMethod)) throw invalid('Invalid filter: paymentMethod', { paymentMethod: 'not a payment method id' });
    if (userId && !USER_ID.test(userId)) throw invalid('Invalid filter: userId is not a user id', { userId: 'not a user id' });
    return c.json(await hashReusePage(db, { paymentMethod, userId }, paging));
  };

export const complianceRoutes = (deps: Deps): RouteHandlers => ({
  'GET /v1/pwt/compliance/events': behaviourEvents(deps),
  'GET /v1/pwt/compliance/hashReuse': hashReuse(deps),
});
