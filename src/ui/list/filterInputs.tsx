import { IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useInput, useTranslate, useTranslateLabel } from 'ra-core';
import type { Choice } from '../SelectInput';

/**
 * The inputs of a list's filter bar (ListFilters), on ra-core's useInput inside its filter form:
 * plain MUI fields with the field's label (resources.<resource>.fields.<source>) that apply as soon
 * as they change. Not the form inputs of ../TextInput etc.: a filter is neither required nor
 * "(optional)", and has no valid or invalid border.
 */
interface FilterInputProps {
  source: string;
  /** a catalogue key instead of the field's label */
  label?: string;
}

function useFilterInput({ source, label }: FilterInputProps) {
  const translateLabel = useTranslateLabel();
  const { field, id } = useInput({ source });
  return { field, id, label: String(translateLabel({ source, label }) ?? source) };
}

/** A text filter with a button that clears it (hidden while there is nothing to clear, keeping its room). */
export function FilterTextInput(props: FilterInputProps) {
  const translate = useTranslate();
  const { field, id, label } = useFilterInput(props);
  const clear = translate('ra.action.clear_input_value');
  const filled = Boolean(field.value);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      fullWidth={false}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={clear} title={clear} size="small" disabled={!filled} style={filled ? undefined : { visibility: 'hidden' }} onClick={() => field.onChange('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface FilterSelectInputProps extends FilterInputProps {
  choices: readonly Choice[];
  /** the first option, which clears the filter; a catalogue key (a blank line when not given) */
  emptyText?: string;
  /** the choices' names are catalogue keys (the default), or shown as they are */
  translateChoice?: boolean;
  /** the choices are still on their way: the field waits, disabled */
  isPending?: boolean;
}

/** A filter chosen from a list (a MUI select: a combobox, then a listbox); the first option clears it. */
export function FilterSelectInput({ choices, emptyText, translateChoice = true, isPending = false, ...props }: FilterSelectInputProps) {
  const translate = useTranslate();
  const { field, id, label } = useFilterInput(props);
  const clear = translate('ra.action.clear_input_value');
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={isPending ? '' : (field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={isPending}
      fullWidth={false}
      className="filter-select"
    >
      {/* a blank option is named by what it does; one with a text by its text */}
      <MenuItem value="" aria-label={emptyText ? undefined : clear} title={clear}>
        {emptyText ? translate(emptyText, { _: emptyText }) : '\u2003'}
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translateChoice ? translate(choice.name, { _: choice.name }) : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day (the browser's date picker); the value is the input's "yyyy-mm-dd" text. */
export function FilterDateInput(props: FilterInputProps) {
  const { field, id, label } = useFilterInput(props);
  return (
    <TextField
      type="date"
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      fullWidth={false}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
