import { Checkbox, FormControlLabel } from '@mui/material';
import { useField, type FieldProps } from './useField';

/** A yes/no field inside a react-admin <Form> (on useInput): a labelled checkbox, false by default. */
export function CheckboxInput(props: Omit<FieldProps, 'optional'>) {
  const { field, id, name } = useField({ ...props, optional: true });
  return (
    <FormControlLabel
      control={<Checkbox id={id} name={field.name} inputRef={field.ref} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
      label={name}
    />
  );
}
