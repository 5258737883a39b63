/**
 * The client's address, for the sign-in throttle and the socket's waiting shares. It is the
 * connection's peer, unless the peer is a proxy the sandbox is told to trust
 * (SANDBOX_TRUSTED_PROXIES, a comma-separated list of addresses): then it is the right-most
 * address of X-Forwarded-For that is not itself a trusted proxy. Anyone can send the header, so
 * from any other peer it is ignored; left of the first untrusted entry it is the client's own word.
 */

/** The addresses of SANDBOX_TRUSTED_PROXIES (none unless set). */
export const trustedProxies = (): ReadonlySet<string> =>
  new Set((process.env.SANDBOX_TRUSTED_PROXIES ?? '').split(',').map((a) => normalise(a.trim())).filter(Boolean));

/** IPv4 mapped into IPv6 (`::ffff:127.0.0.1`) is the IPv4 address. */
const normalise = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function clientAddressOf(peer: string | undefined, forwardedFor: string | undefined, trusted: ReadonlySet<string>): string {
  if (!peer) return 'unknown';
  let address = normalise(peer);
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map((hop) => normalise(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!hops[i]) break;
    address = hops[i];
    if (!trusted.has(address)) break;
  }
  return address;
}
