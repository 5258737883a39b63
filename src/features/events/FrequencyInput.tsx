import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EVENT_TYPES } from '../../contract/constants';
import { fieldStateSx } from '../../ui/TextBox';
import { useField } from '../../ui/useField';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** the accessible name (and the visible label unless `hideLabel`) */
  label: string;
  hideLabel?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * Frequency, with the event types as its choices (spec §2, §9: meetup, conference).
 *
 * DECISION: PeachEvent has no type field and its frequency is free text ("monthly", "weekly"), so
 * the type choices sit on the frequency field as suggestions of a free-text combobox: picking one
 * writes "meetup" or "conference", and any other frequency can still be typed.
 * This is the controlled field; the row editor (outside any <Form>) uses it as is.
 */
export function FrequencyField({ value, onChange, label, hideLabel, size = 'small', sx }: FieldProps) {
  const translate = useTranslate();
  return (
    <Autocomplete
      freeSolo
      size={size}
      options={EVENT_TYPES as readonly string[]}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {translate(`events.type.${option}`, { _: option })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          label={hideLabel ? undefined : label}
          placeholder={hideLabel ? undefined : label}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }}
        />
      )}
      sx={[{ minWidth: 160 }, sx ?? {}] as never}
    />
  );
}

/** The frequency inside the new-event <Form> (useInput). Its label says more than the column's. */
export function FrequencyInput() {
  const { field, label, state } = useField({ source: 'frequency', label: 'events.input.frequency', optional: true });
  return <FrequencyField size="medium" label={label} value={field.value ?? ''} onChange={field.onChange} sx={fieldStateSx(state)} />;
}
