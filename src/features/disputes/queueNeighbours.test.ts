import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'ra-core';
import { queueNeighbours } from './queueNeighbours';

/** A queue of `count` cases c1 … cN, paged as the dataProvider pages it. */
function queue(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `c${i + 1}`);
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_r: string, params: GetListParams) => {
    calls.push(params);
    const { page, perPage } = params.pagination!;
    return { data: ids.slice((page - 1) * perPage, page * perPage).map((id) => ({ id })), total: count };
  });
  return { getList, calls };
}

describe('queueNeighbours', () => {
  it('the cases before and after, in the stored filter and sort', async () => {
    const { getList, calls } = queue(30);
    expect(await queueNeighbours(getList, 'c5', { filter: { state: 'open', reason: 'other' }, sort: 'amount', order: 'DESC' })).toEqual({ previous: 'c4', next: 'c6' });
    expect(calls[0]).toMatchObject({ filter: { state: 'open', reason: 'other' }, sort: { field: 'amount', order: 'DESC' }, pagination: { page: 1, perPage: 100 } });
  });

  it('the open queue, oldest first, without a stored view', async () => {
    const { getList, calls } = queue(3);
    expect(await queueNeighbours(getList, 'c1')).toEqual({ previous: null, next: 'c2' });
    expect(await queueNeighbours(getList, 'c3')).toEqual({ previous: 'c2', next: null });
    expect(calls[0]).toMatchObject({ filter: { state: 'open' }, sort: { field: 'disputeDate', order: 'ASC' } });
  });

  it('across the windows of 100', async () => {
    const { getList } = queue(250);
    expect(await queueNeighbours(getList, 'c100')).toEqual({ previous: 'c99', next: 'c101' });
    expect(await queueNeighbours(getList, 'c101')).toEqual({ previous: 'c100', next: 'c102' });
    expect(await queueNeighbours(getList, 'c250')).toEqual({ previous: 'c249', next: null });
  });

  it('a case not in the queue leads to its first case', async () => {
    const { getList } = queue(4);
    expect(await queueNeighbours(getList, 'gone')).toEqual({ previous: null, next: 'c1' });
    expect(await queueNeighbours(queue(0).getList, 'gone')).toEqual({ previous: null, next: null });
  });
});
