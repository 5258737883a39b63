import type { DisputeOutcome, DisputeReason, TradeParticipant } from '../../src/contract/trade';

/**
 * The platform's chat: its rooms, its longest message, and the system messages it writes, as
 * catalogue keys with `::` arguments that the console translates.
 */

/** Largest chat message the socket accepts (characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const chatRoomId = (contractId: string): string => `contract-${contractId}`;

/** How a user is shown to others: "Peach" and the first 8 characters of the id. */
const displayId = (userId: string): string => `Peach${userId.slice(0, 8)}`;

const SYSTEM = 'chat.systemMessage';

/** Written when a dispute is raised, after the message that names who raised it. */
export const MEDIATOR_WILL_JOIN = `${SYSTEM}.mediatorWillJoinSoon`;

/** Written when a mediator resolves the dispute. */
export const outcomeSystemMessage = (outcome: DisputeOutcome): string => `${SYSTEM}.dispute.outcome.${outcome}`;

/** Written when a party raises a dispute: who, why, and their display id as the argument. */
export const disputeStartedSystemMessage = (side: TradeParticipant, reason: DisputeReason, initiatorId: string): string =>
  [`${SYSTEM}.disputeStarted.${side}.${reason}`, displayId(initiatorId)].join('::');
