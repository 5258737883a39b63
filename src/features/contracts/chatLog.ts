import type { ChatMessage } from '../../contract';
import { chatMessageKey } from '../../domain/chat';
import { formatDate } from '../../domain/format';

/**
 * The chat as the workspace shows it, from every source at once: the pages read so far (newest
 * first, offsets that shift when new messages arrive), messages that came over the socket and
 * re-reads of the newest page. The platform's messages have no id: they are told apart by sender,
 * date and text (chatMessageKey), so an overlap is shown once. The later copy wins (its readBy is
 * the newer); equal dates keep the order they came in.
 */
export function mergeMessages(...sources: ReadonlyArray<readonly ChatMessage[]>): ChatMessage[] {
  const byKey = new Map<string, ChatMessage>();
  for (const source of sources) for (const message of source) byKey.set(chatMessageKey(message), message);
  return [...byKey.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}

export interface ChatDay {
  /** yyyy-mm-dd in local time: the group's key */
  day: string;
  messages: ChatMessage[];
}

// a message's day, computed once per message object (a long chat is regrouped at every page)
const dayOf = new WeakMap<ChatMessage, string>();

/** Oldest first, grouped by local calendar day. */
export function groupByDay(messages: readonly ChatMessage[]): ChatDay[] {
  const days: ChatDay[] = [];
  for (const message of messages) {
    let day = dayOf.get(message);
    if (day === undefined) dayOf.set(message, (day = formatDate(message.date)));
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** A run of at most BLOCK_SIZE messages of one day: the unit the chat renders and lays out. */
export interface ChatBlock {
  /** stable while older messages arrive: the key of the block's newest message */
  key: string;
  day: string;
  /** the day's oldest block carries the day's heading */
  first: boolean;
  messages: ChatMessage[];
}

export const BLOCK_SIZE = 50;

/**
 * Days cut into blocks counted from each day's newest message, newest block first. An older page
 * adds messages at the old end of a day, so it changes only that day's oldest block (or starts a
 * new one): every other block keeps its key and its messages, and is not rendered again.
 */
export function chatBlocks(days: readonly ChatDay[]): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  for (let d = days.length - 1; d >= 0; d--) {
    const { day, messages } = days[d];
    for (let end = messages.length; end > 0; end -= BLOCK_SIZE) {
      const start = Math.max(0, end - BLOCK_SIZE);
      blocks.push({ key: chatMessageKey(messages[end - 1]), day, first: start === 0, messages: messages.slice(start, end) });
    }
  }
  return blocks;
}

/** Two versions of a block show the same (messages are merged by id and sorted). */
export const sameBlock = (a: ChatBlock, b: ChatBlock): boolean =>
  a.day === b.day && a.first === b.first && a.messages.length === b.messages.length && a.messages[0] === b.messages[0];
