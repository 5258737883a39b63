import { TextField } from '@mui/material';
import { useChoicesContext, useTranslate } from 'ra-core';
import { fieldStateSx } from './TextBox';
import { useField, type FieldProps } from './useField';

export interface Choice {
  id: string;
  /** a catalogue key or text */
  name: string;
}

export interface SelectInputProps extends FieldProps {
  /** the choices; inside a <ReferenceInput> they come from the referenced resource instead */
  choices?: readonly Choice[];
  /** the first, empty option ("Choose a country"); a catalogue key */
  emptyText?: string;
  /** how a referenced record reads as an option */
  optionText?: (record: { id: string | number } & Record<string, unknown>) => string;
  minWidth?: number;
  /** a chooser rather than a form field: neither "(optional)" nor a required mark */
  plain?: boolean;
}

/**
 * A native select inside a react-admin <Form> (keyboard- and screen-reader-friendly), with the
 * spec's borders and first error. Works alone with `choices`, or inside <ReferenceInput>, which
 * provides the referenced records as choices (useChoicesContext).
 */
export function SelectInput({ choices, emptyText, optionText, minWidth, plain, ...props }: SelectInputProps) {
  const translate = useTranslate();
  const { field, id, label, name, required, error, state } = useField(props);
  const fromReference = useChoicesContext({ choices: choices as never });
  const options: Choice[] = choices
    ? [...choices]
    : (fromReference.allChoices ?? []).map((record) => ({ id: String(record.id), name: optionText ? optionText(record) : String(record.id) }));
  return (
    <TextField
      select
      variant="outlined"
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={plain ? name : label}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      required={!plain && required}
      error={Boolean(error)}
      helperText={error}
      data-state={state}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={[{ minWidth }, fieldStateSx(state) ?? {}] as never}
    >
      {emptyText !== undefined && <option value="">{translate(emptyText, { _: emptyText })}</option>}
      {options.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </option>
      ))}
    </TextField>
  );
}
