import type { ChatMessage } from '../../api/types';
import { formatDate } from '../../domain/format';

/**
 * The chat as the workspace shows it, from every source at once: the pages read so far (newest
 * first, offsets that shift when new messages arrive), messages that came over the socket and
 * re-reads of the newest page. Messages are told apart by id, so an overlap is shown once.
 */
export function mergeMessages(...sources: ReadonlyArray<readonly ChatMessage[]>): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
}

export interface ChatDay {
  /** yyyy-mm-dd in local time: the group's key */
  day: string;
  messages: ChatMessage[];
}

/** Oldest first, grouped by local calendar day. */
export function groupByDay(messages: readonly ChatMessage[]): ChatDay[] {
  const days: ChatDay[] = [];
  for (const message of messages) {
    const day = formatDate(message.date);
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
