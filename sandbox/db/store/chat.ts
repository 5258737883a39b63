import type { Row } from '@libsql/client';
import type { ChatMessage } from '../../../src/contract';
import { chatRoomId } from '../../rules/chat';
import type { Db } from '../connection';
import type { Wire } from '../records';
import { SIGNATURE_PLACEHOLDER } from './shapes';

/**
 * Chat messages as the platform sends them (ChatMessage of src/contract), read and written by
 * the contract routes, the trader routes of tests and the socket alike. Stored as plain text:
 * the platform's messages are ciphertext under the contract's symmetric key, out of the
 * console's reach, so the sandbox keeps them readable (docs/decisions/disputes.md).
 */

export interface StoredChatMessage {
  id: number;
  contractId: string;
  from: string;
  date: Date;
  message: string;
  readBy: string[];
}

export const readChatMessage = (row: Row): StoredChatMessage => ({
  id: Number(row.id),
  contractId: String(row.contract_id),
  from: String(row.from),
  date: new Date(String(row.date)),
  message: String(row.message),
  readBy: JSON.parse(String(row.read_by)) as string[],
});

/** The platform's chat message (no id, no side: the console reads the sender from `from`). */
export const chatMessageJson = (m: StoredChatMessage): Wire<ChatMessage> => ({
  roomId: chatRoomId(m.contractId),
  from: m.from,
  date: m.date.toISOString(),
  message: m.message,
  readBy: m.readBy,
  // the traders sign their ciphertext with PGP; the sandbox's readable text carries a placeholder
  signature: SIGNATURE_PLACEHOLDER,
});

/** Stores a message (one transaction with the contract's message count); returns it. */
export async function storeChatMessage(db: Db, contractId: string, from: string, text: string, now: Date): Promise<StoredChatMessage> {
  const [inserted] = await db.batch(
    [
      {
        sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature) VALUES (?, ?, ?, ?, ?, '')`,
        args: [contractId, from, now.toISOString(), text, JSON.stringify([from])],
      },
      { sql: 'UPDATE contracts SET messages = messages + 1, last_modified = ? WHERE id = ?', args: [now.toISOString(), contractId] },
    ],
    'write',
  );
  return { id: Number(inserted.lastInsertRowid), contractId, from, date: now, message: text, readBy: [from] };
}

/** One stored message by its row id (null when there is none). */
export async function readChatMessageById(db: Db, id: number): Promise<StoredChatMessage | null> {
  const { rows } = await db.execute({ sql: 'SELECT id, contract_id, "from", date, message, read_by FROM chat_messages WHERE id = ?', args: [id] });
  return rows[0] ? readChatMessage(rows[0]) : null;
}

/**
 * Marks the messages a staff member was sent as read by them: adds their id to each one's readBy
 * that lacks it (one statement; nothing is written when all were read). Returns the messages as
 * they are now. The triggers of staff_chat_reads (db/disputeSchema.ts) lower their unread count.
 */
export async function markChatRead(db: Db, staffId: string, messages: StoredChatMessage[]): Promise<StoredChatMessage[]> {
  const unread = messages.filter((m) => !m.readBy.includes(staffId));
  if (!unread.length) return messages;
  await db.execute({
    sql: `UPDATE chat_messages SET read_by = json_insert(read_by, '$[#]', ?)
          WHERE id IN (${unread.map(() => '?').join(', ')}) AND NOT EXISTS (SELECT 1 FROM json_each(read_by) WHERE value = ?)`,
    args: [staffId, ...unread.map((m) => m.id), staffId],
  });
  return messages.map((m) => (m.readBy.includes(staffId) ? m : { ...m, readBy: [...m.readBy, staffId] }));
}

/** One page of a contract's chat, newest first. */
export async function chatPage(db: Db, contractId: string, page: number, size: number): Promise<StoredChatMessage[]> {
  const { rows } = await db.execute({
    sql: `SELECT id, contract_id, "from", date, message, read_by FROM chat_messages
          WHERE contract_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
    args: [contractId, size, page * size],
  });
  return rows.map(readChatMessage);
}

/** A trader's message that no trader read yet: the contract's unread count goes up by one. */
export async function countUnreadMessage(db: Db, contractId: string): Promise<void> {
  await db.execute({ sql: 'UPDATE contracts SET unread_messages = unread_messages + 1 WHERE id = ?', args: [contractId] });
}
