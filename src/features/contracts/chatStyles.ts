import type { SxProps, Theme } from '@mui/material';

/** The look of the chat's messages (ChatMessageItem), set once on each block rather than per message. */
export const chatBlockSx: SxProps<Theme> = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 30rem',
  flexShrink: 0,
  '& article': { borderLeft: 4, borderColor: 'text.disabled', pl: 1, py: 0.5, mb: 0.5 },
  '& article[data-side="buyer"]': { borderColor: 'info.main' },
  '& article[data-side="seller"]': { borderColor: 'warning.main' },
  '& article[data-side="mediator"]': { borderColor: 'success.main' },
  '& article[data-side="system"]': { bgcolor: 'action.hover' },
  '& .chat-meta': { typography: 'caption', display: 'block', color: 'text.secondary', m: 0 },
  '& .chat-text': { typography: 'body2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 },
  '& article[data-side="system"] .chat-text': { fontStyle: 'italic' },
};
