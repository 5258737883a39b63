import type { GetListParams, GetListResult, RaRecord } from 'ra-core';

export interface ExportProgress {
  /** rows fetched so far */
  done: number;
  /** rows the file will hold: the list's total, at most the limit (unknown before the first page) */
  of?: number;
}

export interface FetchPagesOptions {
  pageSize: number;
  /** the most rows to fetch */
  limit: number;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

export interface FetchedPages<T> {
  records: T[];
  /** the list's total as the server gave it (undefined for a list that pages without one) */
  total?: number;
  /** true when the list holds more rows than the limit let us fetch */
  truncated: boolean;
}

type GetList = <T extends RaRecord>(resource: string, params: GetListParams) => Promise<GetListResult<T>>;

/**
 * Every row of a list as the server pages it, one request after the other (`pageSize` each), up to
 * `limit`: the same getList the screen uses, with its filter and sort. A page shorter than asked,
 * or the total reached, ends it; a list that answers everything at once (the events) takes one request.
 */
export async function fetchPages<T extends RaRecord>(
  getList: GetList,
  resource: string,
  { filter, sort, meta }: Pick<GetListParams, 'filter' | 'sort' | 'meta'>,
  { pageSize, limit, onProgress, signal }: FetchPagesOptions,
): Promise<FetchedPages<T>> {
  const records: T[] = [];
  let total: number | undefined;
  let more = true;
  for (let page = 1; more && records.length < limit; page++) {
    signal?.throwIfAborted();
    const perPage = Math.min(pageSize, limit - records.length);
    const answer = await getList<T>(resource, { filter, sort, meta, pagination: { page, perPage }, signal });
    total = answer.total ?? total;
    records.push(...answer.data);
    const hasNext = answer.pageInfo?.hasNextPage;
    more = answer.data.length >= perPage && (total === undefined ? hasNext !== false : records.length < total);
    // a list answered whole (more rows than asked for) is complete after its first answer
    if (answer.data.length > perPage) more = false;
    onProgress?.({ done: Math.min(records.length, limit), of: total === undefined ? undefined : Math.min(total, limit) });
  }
  const truncated = records.length > limit || (total !== undefined ? total > limit : more);
  return { records: records.slice(0, limit), total, truncated };
}
