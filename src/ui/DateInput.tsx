import { TextField } from '@mui/material';
import { fieldStateSx } from './TextBox';
import { useField, type FieldProps } from './useField';

/** The browser's date picker inside a react-admin <Form>; the value is the input's "yyyy-mm-dd" text. */
export function DateInput(props: FieldProps) {
  const { field, id, label, required, error, state } = useField(props);
  return (
    <TextField
      type="date"
      variant="outlined"
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      required={required}
      error={Boolean(error)}
      helperText={error}
      data-state={state}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={fieldStateSx(state)}
    />
  );
}
