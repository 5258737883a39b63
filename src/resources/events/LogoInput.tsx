import { useId } from 'react';
import { Box, FormHelperText, FormLabel } from '@mui/material';
import { IMAGE_UPLOAD_TYPES } from '../../domain/constants';

interface Props {
  label: string;
  hint: string;
  onChange: (file: File | null) => void;
}

/**
 * The logo file field. The browser's picker offers the accepted types, but the check that counts
 * is checkLogo on submit (a file can still be dropped or picked with "all files").
 * Uncontrolled: the form clears it by remounting (a new `key`).
 */
export function LogoInput({ label, hint, onChange }: Props) {
  const id = useId();
  return (
    <Box>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <input
        id={id}
        type="file"
        name="logo"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
    </Box>
  );
}
