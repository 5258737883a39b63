import { buildChatMessage, CHAT_LINES } from './chatFixtures';
import { Rng } from './random';
import type { ChatMessageRecord, ContractRecord, DisputeRecord } from '../db/records';
import { DAY, type SeedContext } from './context';
import { seedMediatorIds } from './staff';

/**
 * The chat writer of one seed run (its own random source): every disputed contract gets a chat
 * longer than one 21-message page, a share of the rest a short one. It sets the contract's
 * message counters.
 */
export function chatWriter(ctx: SeedContext): (contract: ContractRecord, dispute?: DisputeRecord) => ChatMessageRecord[] {
  const { now, size } = ctx;
  const chatRng = new Rng(0xc4a75);
  // the mediator's part of a disputed chat (a random source of its own: the parties' lines stay)
  const mediatorRng = new Rng(0x3ed1a);
  const mediators = seedMediatorIds();
  return function chat(contract, dispute) {
    if (!dispute && !chatRng.chance(size.chatShare)) return [];
    const count = dispute ? chatRng.int(...size.disputeChat) : chatRng.int(2, 15);
    const start = contract.creationDate.getTime();
    const last = dispute ? (dispute.resolvedDate?.getTime() ?? dispute.date.getTime() + 2 * DAY) : contract.lastModified.getTime();
    const end = Math.max(start + 60_000, Math.min(now.getTime(), last));
    const step = (end - start) / (count + 1);
    const both = [contract.buyerId, contract.sellerId];
    const messages: ChatMessageRecord[] = [];
    for (let i = 0; i < count; i++) {
      const from = chatRng.chance(0.5) ? contract.buyerId : contract.sellerId;
      messages.push(
        buildChatMessage(
          {
            contractId: contract.id,
            from,
            date: new Date(Math.round(start + step * (i + 1))),
            message: chatRng.pick(CHAT_LINES),
            readBy: chatRng.chance(0.85) ? both : [from],
          },
          chatRng,
          now,
        ),
      );
    }
    if (dispute) {
      const system = (message: string, date: Date): ChatMessageRecord => ({
        contractId: contract.id,
        from: 'system',
        date,
        message,
        readBy: both,
        signature: '',
      });
      messages.push(
        system(
          `chat.systemMessage.disputeStarted.${dispute.initiatorRole}.${dispute.reason}::Peach${dispute.initiator.slice(0, 8)}`,
          dispute.date,
        ),
        system('chat.systemMessage.mediatorWillJoinSoon', new Date(dispute.date.getTime() + 1000)),
      );
      // the mediator joins an hour or more later (and before the resolution or now): a greeting,
      // sometimes the request for more information
      const until = Math.min(now.getTime(), dispute.resolvedDate?.getTime() ?? now.getTime()) - 60_000;
      const joined = dispute.date.getTime() + mediatorRng.int(1, 20) * 3_600_000;
      if (joined < until) {
        const mediator = dispute.resolvedBy ?? mediatorRng.pick(mediators);
        messages.push({ contractId: contract.id, from: mediator, date: new Date(joined), message: mediatorRng.pick(MEDIATOR_LINES), readBy: [mediator], signature: '' });
        if (mediatorRng.chance(0.5)) messages.push(system('chat.systemMessage.provideMoreInformation', new Date(joined + 1000)));
        const followUp = joined + mediatorRng.int(1, 6) * 3_600_000;
        if (followUp < until) {
          messages.push({ contractId: contract.id, from: mediator, date: new Date(followUp), message: mediatorRng.pick(MEDIATOR_LINES), readBy: [mediator, ...both], signature: '' });
        }
      }
      if (dispute.outcome && dispute.resolvedDate) {
        messages.push(system(`chat.systemMessage.dispute.outcome.${dispute.outcome}`, dispute.resolvedDate));
      }
      messages.sort((a, b) => a.date.getTime() - b.date.getTime());
    }
    contract.messages = messages.length;
    contract.unreadMessages = contract.isChatActive ? chatRng.int(0, 3) : 0;
    return messages;
  };
}

/** What a Peach mediator writes into a disputed chat. */
export const MEDIATOR_LINES = [
  'Hello, I am the Peach mediator for this trade. I am reading the chat now.',
  'Please send a screenshot of the transfer to dispute@peachbitcoin.com with the contract id in the subject.',
  'Seller, can you check your account again, including pending transfers?',
  'Thank you both. I will decide once I have the proof of payment.',
  'Please keep the conversation in this chat so I can follow it.',
] as const;
