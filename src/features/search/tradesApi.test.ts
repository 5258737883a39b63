// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { expectAuthenticatedGet, signedInFetch } from '../../api/testing';
import { searchTrades } from './tradesApi';

/** The API functions of trades.ts. */

const stub = signedInFetch();

describe('searchTrades', () => {
  it('is an authenticated GET of the search with the query and the size', () =>
    expectAuthenticatedGet(stub, () => searchTrades({ query: 'PC‑8B‑8C', size: 10 }), `/v1/pwt/trade/search?query=${encodeURIComponent('PC‑8B‑8C')}&size=10`));
});
