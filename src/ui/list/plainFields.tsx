import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FilledInput, FormControl, InputLabel, NativeSelect, type InputBaseComponentProps, type SxProps, type Theme } from '@mui/material';

/**
 * The first screens' filter fields, drawn like the theme's filled text fields from MUI's parts
 * (FormControl, InputLabel, FilledInput): MUI's TextField carries its menu-based select with it
 * (menu, popover, modal and focus trap) even where none is used. The choice is the browser's own
 * select, which keyboards, screen readers and phones know.
 */
interface PlainFieldProps {
  label: string;
  sx?: SxProps<Theme>;
}

export function PlainTextField({
  label,
  value,
  onChange,
  type = 'text',
  inputProps,
  sx,
}: PlainFieldProps & { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; type?: 'text' | 'number'; inputProps?: InputBaseComponentProps }) {
  const id = useId();
  return (
    <FormControl fullWidth={false} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} type={type} value={value} onChange={onChange} inputProps={inputProps} />
    </FormControl>
  );
}

export function PlainSelectField({
  label,
  value,
  onChange,
  required,
  children,
  sx,
}: PlainFieldProps & { value: string; onChange: (value: string) => void; required?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <FormControl fullWidth={false} required={required} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<FilledInput />} inputProps={{ id }} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
