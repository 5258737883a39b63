import { useTranslate } from 'ra-core';
import { TextField } from '@mui/material';
import type { PeachEvent } from '../../api/types';

interface Props {
  events: PeachEvent[];
  value: string;
  onChange: (eventId: string) => void;
  label: string;
  required?: boolean;
  error?: string;
  name?: string;
}

/** A choice of event by short name (the id follows it), "" for none. */
export function EventSelect({ events, value, onChange, label, required, error, name }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      select
      variant="outlined"
      name={name}
      label={label}
      value={value}
      required={required}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 260 }}
    >
      <option value="">{translate('events.revenue.noEvent')}</option>
      {events.map((event) => (
        <option key={event.id} value={event.id}>
          {event.shortName} ({event.id})
        </option>
      ))}
    </TextField>
  );
}
