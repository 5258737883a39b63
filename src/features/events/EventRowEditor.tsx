import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'ra-core';
import { IconButton, TableCell, TableRow, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { PeachEvent } from '../../contract';
import { ACTIONS_CELL_SX } from './eventColumns';
import { IMAGE_UPLOAD_TYPES } from '../../contract/constants';
import { EventLogo } from './EventCells';
import { FrequencyField } from './FrequencyInput';
import { eventToFormValues, type EventFormValues } from './eventForm';
import { useTranslateProblem } from '../../ui/problem';
import type { EditedTextField, EditProblems } from './useEventMutations';

interface Props {
  event: PeachEvent;
  onSave: (edited: EventFormValues) => void;
  onCancel: () => void;
  saving: boolean;
  /** what the server refused, at its fields */
  problems: EditProblems;
}

type TextKey = EditedTextField;

/**
 * The row in edit mode (spec §2, §4): works on a copy of the row's values; logo, featured,
 * currencies, long name, url, address and frequency are editable. Confirm saves, cancel discards.
 */
export function EventRowEditor({ event, onSave, onCancel, saving, problems }: Props) {
  const translate = useTranslate();
  const translateProblem = useTranslateProblem();
  const [copy, setCopy] = useState<EventFormValues>(() => eventToFormValues(event));
  const label = (field: string) => translate(field === 'frequency' ? 'events.input.frequency' : `resources.events.fields.${field}`);

  const text = (key: TextKey, extra: object = {}) => {
    const problem = problems[key];
    return (
      <TextField
        size="small"
        variant="outlined"
        value={copy[key]}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setCopy({ ...copy, [key]: e.target.value })}
        error={problem !== undefined}
        helperText={problem === undefined ? undefined : translateProblem(problem)}
        slotProps={{ htmlInput: { 'aria-label': label(key), 'aria-invalid': problem !== undefined, ...extra } }}
        sx={{ minWidth: 120 }}
      />
    );
  };

  return (
    <TableRow selected data-event-id={event.id}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.id}</TableCell>
      <TableCell>
        <EventLogo event={event} />
        <input
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-label={label('logo')}
          title={translate('events.hint.logo')}
          onChange={(e) => setCopy({ ...copy, logo: e.target.files?.[0] ?? null })}
          style={{ maxWidth: 160, marginTop: 4 }}
        />
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          variant="outlined"
          sx={{ minWidth: 96 }}
          value={copy.featured ? 'true' : 'false'}
          onChange={(e) => setCopy({ ...copy, featured: e.target.value === 'true' })}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label('featured') } }}
        >
          <option value="true">{translate('events.boolean.true')}</option>
          <option value="false">{translate('events.boolean.false')}</option>
        </TextField>
      </TableCell>
      <TableCell>{text('currencies')}</TableCell>
      <TableCell>{event.country}</TableCell>
      <TableCell>{event.city}</TableCell>
      <TableCell>{event.shortName}</TableCell>
      <TableCell>{text('longName')}</TableCell>
      <TableCell>{text('url', { type: 'url' })}</TableCell>
      <TableCell>{text('address')}</TableCell>
      <TableCell>
        <FrequencyField hideLabel label={label('frequency')} value={copy.frequency} onChange={(frequency) => setCopy({ ...copy, frequency })} />
      </TableCell>
      <TableCell sx={ACTIONS_CELL_SX}>
        <IconButton
          size="small"
          color="success"
          disabled={saving}
          onClick={() => onSave(copy)}
          aria-label={translate('events.action.confirm', { 0: event.shortName })}
        >
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onCancel} aria-label={translate('events.action.cancel', { 0: event.shortName })}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
