import type { FundingState } from '../../src/contract';
import { invalid } from '../http/failure';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import { unreleasedEscrowPage } from '../db/store/escrows';

/**
 * GET /v1/pwt/escrows/unreleased?status=&page=&size=: escrows of sell offers whose sats have not
 * left yet, oldest first, with the sats held by all of them (db/store/escrows.ts).
 */

const STATES: FundingState[] = ['NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT', 'CANCELED'];

/** ?status&page&size → UnreleasedEscrowPage, oldest first. */
const unreleasedEscrows =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && status !== '' && !STATES.includes(status as FundingState)) {
      throw invalid(`status must be one of ${STATES.join(', ')}`, { status: `one of ${STATES.join(', ')}` });
    }
    return c.json(await unreleasedEscrowPage(db, (status || undefined) as FundingState | undefined, pagingOf(c)));
  };

export function escrowRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/escrows/unreleased': unreleasedEscrows(deps),
  };
}
