import type { SocketAuthenticated } from '../../src/contract';
import { mayUse } from '../../src/contract/access';
import type { OptionalPart } from '../../src/contract/parts';
import { CHAT_MESSAGE_MAX_LENGTH } from '../rules/chat';
import { userTextProblem } from '../rules/userText';
import { staleKeys } from './staleKeys';
import { hashToken } from '../http/auth';
import { sessionExpiry, staffForTokenHash } from '../db/store/staff';
import { hasOpenDispute } from '../db/store/disputes';
import type { Deps } from '../http/context';
import type { StaffRecord } from '../db/adminRecords';
import type { SocketHub } from './hub';
import { countMessage, MAX_CONNECTIONS_PER_STAFF, refusal, signedInFull, staffShareTaken, type Connection } from './limits';
import { chatMessageJson, storeChatMessage } from '../db/store/chat';
import { contractExists, readContract } from '../db/store/contracts';

/*
 * What a client says over the socket: { path: "/v1/pwt/auth", accessToken } first, then
 * { path: "/v1/contract/chat", contractId, message } or { path: "/v1/pwt/presence", contractId }.
 */

type Body = Record<string, unknown>;
/** partsOff: the optional parts switched off (src/contract/parts.ts); presence among them answers NOT_FOUND */
export type SocketDeps = Pick<Deps, 'db' | 'now'> & { partsOff?: readonly OptionalPart[] };

const CONTRACT_ID = /^\d{1,12}-\d{1,12}$/;
const FORBIDDEN = "You don't have permission to view this content.";

/** One client message (text), after the connection's earlier ones. */
export async function receive(hub: SocketHub, connection: Connection, text: string, deps: SocketDeps): Promise<void> {
  const now = deps.now();
  const rate = countMessage(connection, now);
  if (rate === 'close') return connection.ws.close(1008, 'Too many messages');
  if (rate === 'refuse') return hub.send(connection, refusal('TOO_MANY_REQUESTS', 'Slow down'));

  const body = objectOf(text);
  if (!body) return hub.send(connection, refusal('INVALID_INPUT', 'A message is a JSON object'));
  const path = typeof body.path === 'string' ? body.path : undefined;
  if (path === '/v1/pwt/auth') return authenticate(hub, connection, body, deps);

  // every other message needs a session that is still valid (expiry, logout, lock)
  const staff = connection.tokenHash ? await staffForTokenHash(deps, connection.tokenHash) : null;
  if (!staff || staff.locked || staff.disabled) return hub.end(connection, path);
  connection.staff = staff;

  if (path === '/v1/contract/chat') return writeChat(hub, connection, staff, body, now);
  if (path === '/v1/pwt/presence' && !deps.partsOff?.includes('presence')) return openCase(hub, connection, staff, body);
  hub.send(connection, refusal('NOT_FOUND', 'Unknown path', path));
}

/** The message as a JSON object, or null when it is not one. */
function objectOf(text: string): Body | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

/** /v1/pwt/auth: a valid session token signs the connection in (within the staff member's share). */
async function authenticate(hub: SocketHub, connection: Connection, body: Body, deps: SocketDeps): Promise<void> {
  const path = '/v1/pwt/auth';
  const token = typeof body.accessToken === 'string' && /^[0-9a-f]{64}$/i.test(body.accessToken) ? body.accessToken.toLowerCase() : null;
  const staff = token ? await staffForTokenHash(deps, hashToken(token)) : null;
  // closed while the session was read (its deadline, or pushed out by newer waiting sockets): it stays closed
  if (!hub.connections.has(connection)) return;
  if (!token || !staff || staff.locked || staff.disabled) return hub.end(connection, path);
  if (staffShareTaken(hub.connections, connection, staff.id)) {
    hub.send(connection, refusal('TOO_MANY_REQUESTS', `At most ${MAX_CONNECTIONS_PER_STAFF} connections per staff member`, path));
    return connection.ws.close(1013, 'Too many connections of this staff member');
  }
  if (signedInFull(hub.connections, connection)) {
    hub.send(connection, refusal('TOO_MANY_REQUESTS', 'Too many connections', path));
    return connection.ws.close(1013, 'Too many connections');
  }
  clearTimeout(connection.authTimer);
  connection.staff = staff;
  connection.tokenHash = hashToken(token);
  connection.expiry = await sessionExpiry(hub.db, connection.tokenHash);
  const answer: SocketAuthenticated = { accessToken: token, expiry: connection.expiry };
  hub.send(connection, answer);
}

/** /v1/contract/chat: a mediator writes into the case of an open dispute; everyone else hears of it. */
async function writeChat(hub: SocketHub, connection: Connection, staff: StaffRecord, body: Body, now: number): Promise<void> {
  const path = '/v1/contract/chat';
  if (!mayUse(staff, 'disputes')) return hub.send(connection, refusal('UNAUTHORIZED', FORBIDDEN, path));
  const contractId = typeof body.contractId === 'string' ? body.contractId : '';
  const message = typeof body.message === 'string' ? body.message : '';
  if (!CONTRACT_ID.test(contractId) || !message.trim() || message.length > CHAT_MESSAGE_MAX_LENGTH) {
    return hub.send(connection, refusal('INVALID_INPUT', `contractId and a message of 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters`, path));
  }
  const contract = await readContract(hub.db, contractId);
  if (!contract) return hub.send(connection, refusal('NOT_FOUND', 'No such contract', path));
  // staff write into a case, and a case is an open dispute: not into any trade's chat
  if (!(await hasOpenDispute(hub.db, contractId))) return hub.send(connection, refusal('NO_OPEN_DISPUTE', 'The contract is not in an open dispute', path));
  const textProblem = userTextProblem(message);
  if (textProblem) return hub.send(connection, refusal('INVALID_INPUT', `message ${textProblem}`, path));
  const stored = await storeChatMessage(hub.db, contractId, staff.id, message, new Date(now));
  hub.chat(chatMessageJson(stored));
  hub.stale([staleKeys.contractChat(contractId), staleKeys.contract(contractId), staleKeys.disputes()]);
  hub.notify('pwt.contract.chat', contractId, staff.id);
}

/** /v1/pwt/presence: the case this connection has open now (null: none), a contract that exists. */
async function openCase(hub: SocketHub, connection: Connection, staff: StaffRecord, body: Body): Promise<void> {
  const path = '/v1/pwt/presence';
  if (!mayUse(staff, 'contracts')) return hub.send(connection, refusal('UNAUTHORIZED', FORBIDDEN, path));
  const contractId = body.contractId === null ? null : typeof body.contractId === 'string' ? body.contractId : undefined;
  if (contractId === undefined || (contractId !== null && !CONTRACT_ID.test(contractId))) {
    return hub.send(connection, refusal('INVALID_INPUT', 'contractId: a contract id or null', path));
  }
  // a made-up id would be announced to every staff member who reads cases
  if (contractId !== null && !(await contractExists(hub.db, contractId))) return hub.send(connection, refusal('NOT_FOUND', 'No such contract', path));
  hub.openCase(connection, contractId, staff);
}
