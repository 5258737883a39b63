import { describe, expect, it } from 'vitest';
import { errorKey } from './errorKey';

const catalogue = new Set(['error.TOO_MANY_REQUESTS', 'error.NETWORK_ERROR', 'error.WRONG_PASSWORD']);
const knows = (key: string) => catalogue.has(key);

describe('errorKey', () => {
  it('uses the catalogue text of a known code', () => {
    expect(errorKey('TOO_MANY_REQUESTS', knows)).toBe('error.TOO_MANY_REQUESTS');
    expect(errorKey('NETWORK_ERROR', knows)).toBe('error.NETWORK_ERROR');
    expect(errorKey('WRONG_PASSWORD', knows)).toBe('error.WRONG_PASSWORD');
  });

  it('falls back to error.general for an unknown, empty or missing code', () => {
    expect(errorKey('SOMETHING_NEW', knows)).toBe('error.general');
    expect(errorKey('', knows)).toBe('error.general');
    expect(errorKey(undefined, knows)).toBe('error.general');
  });
});
