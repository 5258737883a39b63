import { useEffect, useRef } from 'react';
import { Box, FormHelperText, FormLabel } from '@mui/material';
import { useField, type FieldProps } from './useField';

export interface FileInputProps extends FieldProps {
  /** the types the browser's picker offers (the check that counts runs before sending) */
  accept: readonly string[];
  hint?: string;
}

/**
 * A file field inside a react-admin <Form>; the form value is the chosen File or null. A file
 * input cannot be set from script, so when the form resets the value to null the picker is emptied.
 */
export function FileInput({ accept, hint, ...props }: FileInputProps) {
  const { field, id, label, error } = useField(props);
  const input = useRef<HTMLInputElement | null>(null);
  const empty = field.value == null;
  useEffect(() => {
    if (empty && input.current) input.current.value = '';
  }, [empty]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Box>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <input
        id={id}
        ref={input}
        type="file"
        name={field.name}
        accept={accept.join(',')}
        aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
      />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      {hint && <FormHelperText id={hintId}>{hint}</FormHelperText>}
    </Box>
  );
}
