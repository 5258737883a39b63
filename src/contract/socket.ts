import type { ChatMessage } from './contracts';

/* The real-time socket (docs/decisions/disputes.md). */

/**
 * A query key named by dataStale: ['disputes'] (the queue), ['contract', id], ['contractChat', id],
 * ['disputeHistory', userId]. Builders in src/domain/disputes.ts (staleKeys).
 */
export type StaleQueryKey = readonly string[];

/** Client → server, first message on open: the staff session token. */
export interface SocketAuthMessage {
  path: '/v1/pwt/auth';
  accessToken: string;
}

/** Client → server: a mediator's chat message (plain text, 1–2000 characters). */
export interface SocketChatSend {
  path: '/v1/contract/chat';
  contractId: string;
  message: string;
}

export type SocketClientMessage = SocketAuthMessage | SocketChatSend;

export type PwtNotificationType =
  | 'pwt.contract.chat'
  | 'pwt.contract.disputeRaised'
  | 'pwt.dispute.reminder'
  // the case clocks' alerts (docs/decisions/case-clocks.md)
  | 'pwt.case.unattended'
  | 'pwt.case.escalated';

/** Push data (spec §3: type, contractId) plus a title; an unknown type shows the title. */
export interface PwtNotification {
  type: PwtNotificationType | (string & {});
  contractId?: string;
  title?: string;
  /** a case clock alert's rule (pwt.case.*): 'firstReply', 'answer' or 'resolution' (CrossingKind) */
  rule?: string;
}

/** Server → client: the authenticated confirmation (spec §3: recognised by accessToken). */
export interface SocketAuthenticated {
  accessToken: string;
  expiry: number;
}
export interface SocketDataStale {
  event: 'dataStale';
  data: StaleQueryKey[];
}
export interface SocketNotification {
  event: 'notification';
  data: PwtNotification;
}
/** A refusal: AUTHENTICATION_FAILURE (then closed), UNAUTHORIZED, INVALID_INPUT, NOT_FOUND, TOO_MANY_REQUESTS, PAYLOAD_TOO_LARGE. */
export interface SocketError {
  error: string;
  message?: string;
  /** the path of the client message refused, when there was one */
  path?: string;
}

/** Everything the sandbox sends: a ChatMessage is recognised by its roomId. */
export type SocketServerMessage = SocketAuthenticated | ChatMessage | SocketDataStale | SocketNotification | SocketError;
