import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore, type GetListParams, type GetListResult, type RaRecord } from 'ra-core';
import { DEFAULT_DISPUTE_STATE } from './data';
import { DISPUTE_PAGE_SIZE_MAX } from '../../domain/disputes';

/** The case before and after one in the queue's order; `null` at either end. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/** What react-admin keeps of the queue's last view (store key `disputes.listParams`). */
interface QueueParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** The most windows of 100 read to find a case (the first 1 000 disputes of the view). */
const MAX_WINDOWS = 10;

type GetList = (resource: string, params: GetListParams) => Promise<GetListResult<RaRecord>>;

/**
 * A case's neighbours in the queue as its staff member last saw it (filters and sort), read in
 * windows of 100 until the case is found. A case not in the queue (resolved meanwhile, opened by a
 * link) has the queue's first case as its next.
 */
export async function queueNeighbours(getList: GetList, contractId: string, params: QueueParams = {}, signal?: AbortSignal): Promise<Neighbours> {
  const read = async (page: number) => {
    const answer = await getList('disputes', {
      filter: params.filter ?? { state: DEFAULT_DISPUTE_STATE },
      sort: { field: params.sort ?? 'disputeDate', order: params.order ?? 'ASC' },
      pagination: { page, perPage: DISPUTE_PAGE_SIZE_MAX },
      signal,
    });
    return { ids: answer.data.map((row) => String(row.id)), total: answer.total ?? 0 };
  };
  let before: string | null = null;
  let first: string | null = null;
  for (let page = 1; page <= MAX_WINDOWS; page++) {
    const { ids, total } = await read(page);
    first ??= ids[0] ?? null;
    const at = ids.indexOf(contractId);
    if (at >= 0) {
      const previous = at > 0 ? ids[at - 1] : before;
      if (at < ids.length - 1) return { previous, next: ids[at + 1] };
      const next = page * DISPUTE_PAGE_SIZE_MAX < total ? ((await read(page + 1)).ids[0] ?? null) : null;
      return { previous, next };
    }
    if (ids.length < DISPUTE_PAGE_SIZE_MAX) break;
    before = ids[ids.length - 1];
  }
  return { previous: null, next: first === contractId ? null : first };
}

/**
 * The neighbours of the case on screen, read once when it opens and kept (not under ['disputes'],
 * which the socket refreshes): after resolving, the case has left the open queue, and "next" must
 * still lead to the case that followed it.
 */
export function useQueueNeighbours(contractId: string, enabled = true) {
  const dataProvider = useDataProvider();
  const [params] = useStore<QueueParams>('disputes.listParams', {});
  return useQuery({
    queryKey: ['queueNeighbours', contractId, params],
    queryFn: ({ signal }) => queueNeighbours((resource, p) => dataProvider.getList(resource, p), contractId, params, signal),
    staleTime: Infinity,
    enabled,
  });
}
