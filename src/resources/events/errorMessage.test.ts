import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './errorMessage';

const catalogue = new Set(['error.TOO_MANY_REQUESTS', 'error.NETWORK_ERROR']);
const knows = (key: string) => catalogue.has(key);

describe('errorMessageKey', () => {
  it('uses the catalogue text of a known code', () => {
    expect(errorMessageKey({ error: 'TOO_MANY_REQUESTS', status: 429 }, knows)).toBe('error.TOO_MANY_REQUESTS');
    expect(errorMessageKey({ error: 'NETWORK_ERROR' }, knows)).toBe('error.NETWORK_ERROR');
  });

  it('falls back to error.general for an unknown or empty code', () => {
    expect(errorMessageKey({ error: 'SOMETHING_NEW', status: 418 }, knows)).toBe('error.general');
    expect(errorMessageKey({ error: '' }, knows)).toBe('error.general');
  });
});
