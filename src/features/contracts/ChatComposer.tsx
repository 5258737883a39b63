import { useId, type KeyboardEvent } from 'react';
import { Alert, Box, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../domain/disputes';
import { userTextProblem } from '../../domain/userText';
import { Button } from '../../ui/Button';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** the socket is not authenticated: a message sent now waits in its queue */
  offline: boolean;
}

/** The message box: Send (or Ctrl/⌘+Enter) hands the text to the socket and empties the box. */
export function ChatComposer({ value, onChange, onSend, offline }: ChatComposerProps) {
  const translate = useTranslate();
  const noteId = useId();
  const text = value.trim();
  const tooLong = value.length > CHAT_MESSAGE_MAX_LENGTH;
  // the server would refuse it (src/domain/userText.ts): said at the box, the text kept
  const unsafe = !tooLong && userTextProblem(value) !== null;
  const send = () => {
    if (!text || tooLong || unsafe) return;
    onSend(text);
    onChange('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), send())} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <TextField
        label={translate('contract.chat.message')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        error={tooLong || unsafe}
        helperText={tooLong ? translate('contract.chat.tooLong', { 0: String(CHAT_MESSAGE_MAX_LENGTH) }) : unsafe ? translate('userText.unsafe') : undefined}
        slotProps={{ htmlInput: { 'aria-describedby': offline ? noteId : undefined } }}
      />
      {offline && (
        <Alert id={noteId} severity="warning" variant="outlined">
          {translate('contract.chat.waiting')}
        </Alert>
      )}
      <Box>
        <Button type="submit" disabled={!text || tooLong || unsafe}>
          {translate('contract.chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
