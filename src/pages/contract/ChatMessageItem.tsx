import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ChatMessage } from '../../api/types';
import { systemMessageOf } from '../../domain/disputes';
import { formatTime } from '../../domain/format';

const SIDE_COLOURS = { buyer: 'info.main', seller: 'warning.main', mediator: 'success.main', system: 'text.disabled' } as const;

/**
 * One chat message: its side ("peach mediator" for a sender who is neither party nor the system),
 * its time, and its text. A system message is its catalogue key with the `::` arguments, in the
 * staff member's language; any other text is shown as typed (React text: never HTML, no links).
 * Memoised: a day that gains messages renders only the new ones.
 */
export const ChatMessageItem = memo(function ChatMessageItem({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  const system = message.side === 'system' ? systemMessageOf(message.message) : null;
  const args = Object.fromEntries((system?.args ?? []).map((arg, i) => [i, arg]));
  const text = system ? translate(system.key, { _: message.message, ...args }) : message.message;
  return (
    <Box
      component="article"
      data-side={message.side}
      sx={{
        borderLeft: 4,
        borderColor: SIDE_COLOURS[message.side],
        pl: 1,
        py: 0.5,
        mb: 0.5,
        bgcolor: message.side === 'system' ? 'action.hover' : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        {translate(`contract.chat.side.${message.side}`)} · <time dateTime={message.date.toISOString()}>{formatTime(message.date)}</time>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: system ? 'italic' : undefined }}>
        {text}
      </Typography>
    </Box>
  );
});
