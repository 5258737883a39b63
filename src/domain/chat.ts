import type { ChatMessage, ChatSide } from '../contract';
import { userDisplayId } from './disputes';
import type { DisputeOutcome, DisputeReason, TradeParticipant } from '../contract/trade';

/**
 * The platform's chat message has no id and no side: who wrote it is `from` (a user id, or
 * `system`), and any other sender is Peach's mediator (the app labels them so).
 */
export function chatSideOf(from: string, parties: { sellerId: string; buyerId: string }): ChatSide {
  if (from === 'system') return 'system';
  if (from === parties.sellerId) return 'seller';
  if (from === parties.buyerId) return 'buyer';
  return 'mediator';
}

/**
 * A message's identity without an id: its sender, its date (ms) and its text. Two copies of one
 * message (a page re-read, the same message over the socket) share it; two messages of one sender
 * in the same millisecond with the same text would be one message anyway.
 */
export const chatMessageKey = (message: ChatMessage): string =>
  `${message.date.getTime()}|${message.from}|${message.message}`;

/** A system message's i18n key and its `::` arguments; null for a message that is not one. */
export function systemMessageOf(text: string): { key: string; args: string[] } | null {
  if (!text.startsWith('chat.systemMessage.')) return null;
  const [key, ...args] = text.split('::');
  return { key, args };
}

/** The system message a resolution writes into the chat. */
export const outcomeSystemMessage = (outcome: DisputeOutcome): string => `chat.systemMessage.dispute.outcome.${outcome}`;
export const disputeStartedSystemMessage = (side: TradeParticipant, reason: DisputeReason, initiatorId: string): string =>
  `chat.systemMessage.disputeStarted.${side}.${reason}::${userDisplayId(initiatorId)}`;
