import { memo } from 'react';
import { useTranslate } from 'ra-core';
import type { ChatMessage, ChatSide } from '../../contract';
import type { TradeParticipant } from '../../contract/trade';
import { systemMessageOf } from '../../domain/chat';
import { disputeStartedText } from './disputeStarted';
import { formatTime } from '../../domain/format';

/**
 * One chat message: its side (from `from`, chatSideOf: "peach mediator" for a sender who is neither party nor the system),
 * its time, and its text. A system message is its catalogue key with the `::` arguments, in the
 * staff member's language; any other text is shown as typed (React text: never HTML, no links).
 *
 * Plain elements, styled by the block around them (chatStyles.ts): a 5 000-message chat keeps
 * five React nodes per message instead of dozens of MUI ones, which keeps garbage collection
 * short. Memoised: a block that gains messages renders only the new ones.
 */
export const ChatMessageItem = memo(function ChatMessageItem({ message, side, disputeRaisedBy }: { message: ChatMessage; side: ChatSide; disputeRaisedBy?: TradeParticipant }) {
  const translate = useTranslate();
  const system = side === 'system' ? systemMessageOf(message.message) : null;
  const args = Object.fromEntries((system?.args ?? []).map((arg, i) => [i, arg]));
  // "dispute started" is told as the queue and the case tell the reason (src/domain/disputeStory.ts)
  const started = system && disputeStartedText(translate, system.key, system.args, disputeRaisedBy);
  const text = system ? (started ?? translate(system.key, { _: message.message, ...args })) : message.message;
  return (
    <article data-side={side}>
      <p className="chat-meta">
        {translate(`contract.chat.side.${side}`)} · <time dateTime={message.date.toISOString()}>{formatTime(message.date)}</time>
      </p>
      <p className="chat-text">{text}</p>
    </article>
  );
});
