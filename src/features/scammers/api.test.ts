// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { listBannedUsers, listHashReuse } from './api';
import { expectAuthenticatedGet, signedInFetch } from '../../api/testing';

/** The API functions of scammers.ts. */

const stub = signedInFetch();

describe('scammer lists', () => {
  it.each([
    ['listBannedUsers', () => listBannedUsers({ page: 0, size: 25 }), '/v1/pwt/scammers/banned?page=0&size=25'],
    ['listHashReuse', () => listHashReuse(), '/v1/pwt/scammers/hashReuse'],
  ])('%s is an authenticated GET of its path', (_, run, path) => expectAuthenticatedGet(stub, run, path));
});
