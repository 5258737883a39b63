// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInFetch } from '../api/testing';
import { clearStaffUser, saveStaffUser } from '../auth/staffUser';
import { prefetchFirstRequests } from './prefetch';
import { takePrefetchedMe, takePrefetchedQueue } from './prefetched';
import { disputeQueryOf } from '../features/disputes/data';

/**
 * A queue view sorted or filtered by the case clocks (an optional part) is not prefetched: the
 * console sends it only once it knows the server has the clocks (DisputeList holds it till then).
 */

const stub = signedInFetch();
const mediator = { id: 'm1', creationDate: new Date(0), lastModified: new Date(0), isAdmin: false, isMediator: true, isMaintainer: false, canSeeAnalytics: false, twoFactorSecretSet: true, disabled: false, locked: false };
const askedPaths = () => stub.fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname + new URL(String(url)).search);

beforeEach(() => {
  saveStaffUser(mediator);
  stub.fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 })));
});
afterEach(() => {
  takePrefetchedMe();
  clearStaffUser();
});

describe('the entry and the case clocks', () => {
  it('prefetches the plain queue', () => {
    expect(prefetchFirstRequests({ pathname: '/', search: '' })).toBe(true);
    expect(askedPaths().some((p) => p.startsWith('/v1/pwt/disputes?'))).toBe(true);
    takePrefetchedQueue(disputeQueryOf({ filter: { state: 'open' }, pagination: { page: 1, perPage: 25 }, sort: { field: 'disputeDate', order: 'ASC' } }));
  });

  it.each([
    ['the wait sort', '?sort=waitOnUs&order=DESC'],
    ['the unattended filter', `?filter=${encodeURIComponent(JSON.stringify({ state: 'open', unattendedHours: 12 }))}`],
  ])('does not prefetch a view with %s: only /me is asked', (_name, search) => {
    expect(prefetchFirstRequests({ pathname: '/', search })).toBe(false);
    expect(askedPaths().filter((p) => p.startsWith('/v1/pwt/disputes'))).toEqual([]);
    expect(askedPaths()).toHaveLength(1);
  });
});
