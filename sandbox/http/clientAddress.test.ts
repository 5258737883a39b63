// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './clientAddress';

describe('the client address', () => {
  const proxy = new Set(['10.0.0.5']);

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', new Set())).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:127.0.0.1', undefined, new Set())).toBe('127.0.0.1');
    expect(clientAddressOf(undefined, '1.2.3.4', proxy)).toBe('unknown');
  });

  it('is the right-most untrusted hop behind a trusted proxy, not what the client wrote left of it', () => {
    expect(clientAddressOf('10.0.0.5', '198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddressOf('::ffff:10.0.0.5', 'forged-by-client, 198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.5', '198.51.100.1, 10.0.0.5', proxy)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.5', undefined, proxy)).toBe('10.0.0.5');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf('203.0.113.7', '10.0.0.5, 198.51.100.1', proxy)).toBe('203.0.113.7');
  });
});
