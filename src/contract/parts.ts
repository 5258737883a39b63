/**
 * Optional parts: console features that use staff routes of this project's own, which the
 * platform may not serve (docs/decisions/optional-parts.md). Each part lists its routes (as rows
 * of the sandbox's route table name them, "METHOD /path") and the one call that tells whether the
 * server has it: a call that a server with the part cannot answer 404 NOT_FOUND (a collection, or
 * a socket message without an id), so a 404 NOT_FOUND can only mean the route itself is missing.
 *
 * The sandbox can switch these routes off for tests (SANDBOX_OWN_ROUTES=off, or
 * off:audit,presence); the console asks each part's probe once per session and hides what is
 * missing (src/features/parts).
 */

export const OPTIONAL_PARTS = ['ownership', 'presence', 'audit', 'operations', 'clocks', 'sanctions'] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];

export const isOptionalPart = (text: string): text is OptionalPart => (OPTIONAL_PARTS as readonly string[]).includes(text);

/** How the console asks: a GET of `path` (with `?size=1`), or the socket message of `socket`. */
export type PartProbe = { http: string } | { socket: string };

export interface PartSpec {
  /** the route-table rows ("METHOD /v1/…") and socket paths ("SOCKET /v1/…") of the part */
  routes: readonly string[];
  probe: PartProbe;
}

export const PRESENCE_SOCKET_PATH = '/v1/pwt/presence';

export const PARTS: Record<OptionalPart, PartSpec> = {
  ownership: {
    routes: ['GET /v1/pwt/cases', 'GET /v1/pwt/contract/:id/case', 'POST /v1/pwt/contract/:id/take', 'POST /v1/pwt/contract/:id/handOver'],
    probe: { http: '/pwt/cases' },
  },
  presence: {
    routes: [`SOCKET ${PRESENCE_SOCKET_PATH}`],
    // announcing "no case" (contractId null) names no contract, so NOT_FOUND can only mean the path
    probe: { socket: PRESENCE_SOCKET_PATH },
  },
  audit: {
    routes: ['GET /v1/pwt/audit', 'GET /v1/pwt/contract/:id/audit', 'GET /v1/pwt/user/:id/audit'],
    probe: { http: '/pwt/audit' },
  },
  operations: {
    routes: ['GET /v1/pwt/operations'],
    probe: { http: '/pwt/operations' },
  },
  clocks: {
    routes: ['GET /v1/pwt/disputes/waits', 'GET /v1/pwt/caseClocks/thresholds', 'PUT /v1/pwt/caseClocks/thresholds'],
    // the thresholds: one record that always exists, readable by every role that sees cases
    probe: { http: '/pwt/caseClocks/thresholds' },
  },
  sanctions: {
    routes: ['GET /v1/pwt/user/:id/sanctions', 'POST /v1/pwt/user/:id/sanctions', 'GET /v1/pwt/sanctions/active', 'POST /v1/pwt/sanctions/:id/lift'],
    // the active sanctions of no user: an empty list, never "no such user"
    probe: { http: '/pwt/sanctions/active' },
  },
};

/**
 * SANDBOX_OWN_ROUTES → the parts switched off: "off" = all, "off:audit,presence" = those; unset
 * or "on" = none. Anything else is a mistake worth stopping for.
 */
export function partsOffFrom(setting: string | undefined): OptionalPart[] {
  const text = (setting ?? '').trim();
  if (!text || text === 'on') return [];
  if (text === 'off') return [...OPTIONAL_PARTS];
  const named = /^off:(.+)$/.exec(text)?.[1].split(',').map((s) => s.trim());
  if (named && named.every(isOptionalPart)) return named as OptionalPart[];
  throw new Error(`SANDBOX_OWN_ROUTES must be "on", "off" or "off:<part>,…" with parts of ${OPTIONAL_PARTS.join(', ')} (got "${text}")`);
}
