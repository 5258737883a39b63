import type { ChatMessage, ChatSide } from '../api/types';

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
