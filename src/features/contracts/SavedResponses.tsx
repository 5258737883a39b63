import { useId, useState } from 'react';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'ra-core';
import type { SavedResponse } from './savedResponsesData';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/LoadingDots';
import { useSavedResponses } from './useSavedResponses';
// fetched when a delete is about to be pressed, with the case's other dialogs; once fetched it
// stays mounted, so it opens and closes as a dialog does
import { preloadCaseDialogs, SavedResponseDelete } from './lazyCaseParts';

/** Saved responses (spec §1): insert one into the message box; add, edit and delete them. */
export function SavedResponses({ onInsert }: { onInsert: (text: string) => void }) {
  const translate = useTranslate();
  const headingId = useId();
  const { list, add, edit, remove } = useSavedResponses();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedResponse | null>(null);
  const [askedToDelete, setAskedToDelete] = useState(false);
  const askDelete = (response: SavedResponse) => {
    setAskedToDelete(true);
    setDeleting(response);
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {translate('contract.savedResponses.heading')}
      </Typography>
      {list.isPending ? (
        <LoadingDots />
      ) : list.isError ? (
        <Typography variant="body2">{translate('error.savedResponse.load')}</Typography>
      ) : list.data.length === 0 ? (
        <Typography variant="body2">{translate('contract.savedResponses.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.map((response) => (
            <li key={response.id}>
              {editing === response.id ? (
                <ResponseForm
                  initial={response}
                  submitLabel="contract.savedResponses.save"
                  busy={edit.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(entry) => edit.mutate({ ...response, ...entry }, { onSuccess: () => setEditing(null) })}
                />
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Button variant="secondary" size="small" onClick={() => onInsert(response.text)} aria-label={translate('contract.savedResponses.insert', { 0: response.label })}>
                    {response.label}
                  </Button>
                  <IconButton size="small" aria-label={translate('contract.savedResponses.edit', { 0: response.label })} onClick={() => setEditing(response.id)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={translate('contract.savedResponses.delete', { 0: response.label })} onPointerEnter={preloadCaseDialogs} onFocus={preloadCaseDialogs} onClick={() => askDelete(response)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </li>
          ))}
        </Stack>
      )}
      <ResponseForm key={add.data?.id ?? 'new'} submitLabel="contract.savedResponses.add" busy={add.isPending} onSubmit={(entry) => add.mutate(entry)} />
      {askedToDelete && (
        <SavedResponseDelete
          deleting={deleting}
          busy={remove.isPending}
          onConfirm={(response) => remove.mutate(response.id, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}

interface ResponseFormProps {
  initial?: { label: string; text: string };
  submitLabel: string;
  busy: boolean;
  onSubmit: (entry: { label: string; text: string }) => void;
  onCancel?: () => void;
}

/** Label and text, both required; a failed save keeps both (the form is left as it is). */
function ResponseForm({ initial, submitLabel, busy, onSubmit, onCancel }: ResponseFormProps) {
  const translate = useTranslate();
  const [label, setLabel] = useState(initial?.label ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [tried, setTried] = useState(false);
  const missing = (value: string) => (tried && !value.trim() ? translate('validation.required') : undefined);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (label.trim() && text.trim()) onSubmit({ label: label.trim(), text });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField size="small" label={translate('contract.savedResponses.label')} value={label} onChange={(e) => setLabel(e.target.value)} required error={Boolean(missing(label))} helperText={missing(label)} slotProps={{ htmlInput: { maxLength: 60 } }} />
      <TextField size="small" label={translate('contract.savedResponses.text')} value={text} onChange={(e) => setText(e.target.value)} required multiline maxRows={4} error={Boolean(missing(text))} helperText={missing(text)} sx={{ flex: 1, minWidth: 200 }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Button type="submit" variant="secondary" loading={busy}>
        {translate(submitLabel)}
      </Button>
      {onCancel && (
        <Button variant="tertiary" onClick={onCancel}>
          {translate('contract.savedResponses.cancel')}
        </Button>
      )}
    </Box>
  );
}
