import type { Row } from '@libsql/client';
import type { ChatMessage, ChatSide } from '../../src/api/types';
import { chatRoomId } from '../../src/domain/disputes';
import type { Db } from '../db';
import type { ContractRecord, Wire } from '../records';

/**
 * Chat messages as the console sees them (ChatMessage of src/api/types.ts), read and written by
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

/** buyer or seller by the contract's parties, 'system', else a mediator (reference: "peach mediator"). */
export const sideOf = (from: string, contract: Pick<ContractRecord, 'buyerId' | 'sellerId'>): ChatSide =>
  from === contract.buyerId ? 'buyer' : from === contract.sellerId ? 'seller' : from === 'system' ? 'system' : 'mediator';

export const chatMessageJson = (m: StoredChatMessage, contract: Pick<ContractRecord, 'buyerId' | 'sellerId'>): Wire<ChatMessage> => ({
  id: m.id,
  roomId: chatRoomId(m.contractId),
  contractId: m.contractId,
  from: m.from,
  side: sideOf(m.from, contract),
  date: m.date.toISOString(),
  message: m.message,
  readBy: m.readBy,
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
