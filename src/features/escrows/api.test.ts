// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { listUnreleasedEscrows } from './api';
import { expectAuthenticatedGet, signedInFetch } from '../../api/testing';

/** The API functions of escrows.ts. */

const stub = signedInFetch();

describe('listUnreleasedEscrows', () => {
  it.each([
    ['with a status and a size', () => listUnreleasedEscrows({ status: 'MEMPOOL', size: 50 }), '/v1/pwt/escrows/unreleased?status=MEMPOOL&size=50'],
    ['without a filter', () => listUnreleasedEscrows(), '/v1/pwt/escrows/unreleased'],
  ])('%s is an authenticated GET of its path', (_, run, path) => expectAuthenticatedGet(stub, run, path));
});
