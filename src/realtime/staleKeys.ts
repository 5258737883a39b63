import type { QueryKey } from '@tanstack/react-query';
import type { StaleQueryKey } from '../contract';

/**
 * Which react-query caches a `{ event: "dataStale", data: [key] }` names (socket → console).
 * Every key is invalidated as sent (a page's own `useQuery` may use it verbatim, e.g.
 * `['contractChat', id]`), and where a react-admin resource holds the same data, that resource's
 * queries too (react-admin keys are `[resource, method, params]`; invalidation matches prefixes
 * and partial params):
 *
 * | dataStale key                | queries refreshed                                            |
 * |------------------------------|--------------------------------------------------------------|
 * | `['disputes']`               | `['disputes']`: the queue (resource `disputes`, every page)  |
 * | `['contract', id]`           | `['contract', id]`, `['contracts', 'getOne', { id }]`        |
 * | `['contractChat', id]`       | `['contractChat', id]`, `['contracts', 'getContractChat', id]` |
 * | `['disputeHistory', userId]` | `['disputeHistory', userId]`, `['contracts', 'getDisputeHistory', userId]` |
 * | `['case', id]`               | `['case', id]`: who has the case                             |
 * | `['audit']`                  | every audit list: resources `audit`, `contractAudit`, `userAudit` |
 * | `['sanctions']`, `['activeSanctions']`, `['users', 'getOne']` | as sent: a user's sanctions, the active ones, the profiles (src/contract/sanctions.ts) |
 *
 * An unknown key is still invalidated as sent; anything that is not a list of strings is ignored.
 */
export function queryKeysForStale(key: unknown): QueryKey[] {
  if (!Array.isArray(key) || key.length === 0 || !key.every((part) => typeof part === 'string')) return [];
  const [name, id] = key as StaleQueryKey;
  const keys: QueryKey[] = [[...key]];
  if (name === 'audit') keys.push(['contractAudit'], ['userAudit']);
  if (id === undefined) return keys;
  if (name === 'contract') keys.push(['contracts', 'getOne', { id }]);
  if (name === 'contractChat') keys.push(['contracts', 'getContractChat', id]);
  if (name === 'disputeHistory') keys.push(['contracts', 'getDisputeHistory', id]);
  return keys;
}
