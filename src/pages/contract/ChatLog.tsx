import { Fragment, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ChatMessage } from '../../api/types';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/LoadingDots';
import { groupByDay } from './chatLog';
import { ChatMessageItem } from './ChatMessageItem';

export interface ChatLogProps {
  messages: ChatMessage[];
  isPending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The chat, grouped by day, oldest at the top. The box scrolls in column-reverse: it opens at the
 * newest message, and older pages added at the top leave the view where it is. In the DOM (and so
 * for screen readers and the keyboard) the newest message comes first, each day's heading after
 * its messages, and "load older" last.
 */
export function ChatLog({ messages, isPending, hasOlder, loadingOlder, onLoadOlder }: ChatLogProps) {
  const translate = useTranslate();
  const days = useMemo(() => groupByDay(messages).reverse(), [messages]);
  return (
    <Box
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
        days.map((day) => (
          <Fragment key={day.day}>
            {[...day.messages].reverse().map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
            <Typography component="h3" variant="overline" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {day.day}
            </Typography>
          </Fragment>
        ))
      )}
      {!isPending && (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          {hasOlder ? (
            <Button variant="tertiary" onClick={onLoadOlder} loading={loadingOlder}>
              {translate('contract.chat.loadOlder')}
            </Button>
          ) : (
            messages.length > 0 && <Typography variant="body2">{translate('contract.chat.start')}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
