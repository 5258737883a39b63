import { memo, useEffect, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ChatMessage } from '../../contract';
import type { TradeParticipant } from '../../contract/trade';
import { Button } from '../../ui/Button';
import { chatMessageKey, chatSideOf } from '../../domain/chat';
import { LoadingDots } from '../../ui/LoadingDots';
import { chatBlocks, groupByDay, sameBlock, type ChatBlock } from './chatLog';
import { ChatMessageItem } from './ChatMessageItem';
import { chatBlockSx } from './chatStyles';

/** The contract's parties: a message's side is its `from` held against them. */
export interface ChatParties {
  sellerId: string;
  buyerId: string;
  /** who raised the contract's dispute, which the chat's "dispute started" line names */
  disputeRaisedBy?: TradeParticipant;
}

export interface ChatLogProps {
  messages: ChatMessage[];
  parties: ChatParties;
  isPending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** changes each time the staff member sends: the log then scrolls back to the newest message */
  sentCount?: number;
}

/**
 * The chat, grouped by day, oldest at the top. The box scrolls in column-reverse: it opens at the
 * newest message, and older pages added at the top leave the view where it is. In the DOM (and so
 * for screen readers and the keyboard) the newest day comes first, each day in its own order, and
 * "load older" last.
 *
 * A 5 000-message chat stays quick: messages render in memoised blocks of at most 50 of one day
 * (chatBlocks), and an older page changes only the oldest block; a block off screen is neither
 * laid out nor painted (content-visibility), so the scroll box lays out boxes, not messages.
 *
 * A message just sent is always in view: after a send the box scrolls back to its newest end
 * (scrollTop 0 in column-reverse), where it stays while the message comes back over the socket.
 */
export function ChatLog({ messages, parties, isPending, hasOlder, loadingOlder, onLoadOlder, sentCount = 0 }: ChatLogProps) {
  const translate = useTranslate();
  const blocks = useMemo(() => chatBlocks(groupByDay(messages)), [messages]);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentCount > 0) log.current?.scrollTo({ top: 0 });
  }, [sentCount]);
  return (
    <Box
      ref={log}
      role="log"
      aria-label={translate('contract.chat.log')}
      aria-busy={isPending || loadingOlder || undefined}
      tabIndex={0}
      data-testid="chat-log"
      sx={{ display: 'flex', flexDirection: 'column-reverse', height: '55vh', minHeight: 280, overflowY: 'auto', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {isPending ? (
        <LoadingDots />
      ) : messages.length === 0 ? (
        <Typography>{translate('contract.chat.empty')}</Typography>
      ) : (
        blocks.map((block) => <Block key={block.key} block={block} parties={parties} />)
      )}
      {!isPending && (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          {hasOlder ? (
            <Button variant="tertiary" onClick={onLoadOlder} loading={loadingOlder} data-testid="chat-load-older">
              {translate('contract.chat.loadOlder')}
            </Button>
          ) : (
            messages.length > 0 && (
              <Typography variant="body2" data-testid="chat-start">
                {translate('contract.chat.start')}
              </Typography>
            )
          )}
        </Box>
      )}
    </Box>
  );
}

const Block = memo(function Block({ block, parties }: { block: ChatBlock; parties: ChatParties }) {
  return (
    <Box sx={chatBlockSx}>
      {block.first && (
        <Typography component="h3" variant="overline" sx={{ display: 'block', textAlign: 'center', color: 'text.secondary' }}>
          {block.day}
        </Typography>
      )}
      {block.messages.map((message) => (
        <ChatMessageItem key={chatMessageKey(message)} message={message} side={chatSideOf(message.from, parties)} disputeRaisedBy={parties.disputeRaisedBy} />
      ))}
    </Box>
  );
}, (before, after) => sameBlock(before.block, after.block) && before.parties === after.parties);
