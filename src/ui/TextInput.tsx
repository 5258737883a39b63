import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Box, FormHelperText, IconButton, InputAdornment, OutlinedInput } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface TextInputProps {
  /** shown as the placeholder (spec §2) and used as the accessible name */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** fields are required unless marked optional (spec §5) */
  required?: boolean;
  /** messages (already translated); the first is shown */
  errors?: string[];
  hint?: string;
  /** an icon button beside the field that submits the value (e.g. a search) */
  icon?: ReactNode;
  iconLabel?: string;
  onSubmit?: (value: string) => void;
  name?: string;
  id?: string;
  type?: 'text' | 'password' | 'email' | 'search' | 'url' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  disabled?: boolean;
}

/**
 * The text field of spec §2: label as placeholder, "(optional)" on optional fields, green border
 * when valid and filled, red border with the first error below (linked by aria-describedby).
 */
export function TextInput({
  label,
  value,
  onChange,
  required = true,
  errors = [],
  hint,
  icon,
  iconLabel,
  onSubmit,
  name,
  id,
  type = 'text',
  inputMode,
  autoComplete,
  autoFocus,
  maxLength,
  disabled,
}: TextInputProps) {
  const translate = useTranslate();
  const inputId = id ?? `text-input-${useId()}`;
  const error = errors[0];
  const valid = !error && value !== '';
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const text = required ? label : `${label} ${translate('app.optional')}`;
  const border = error ? 'error.main' : valid ? 'success.main' : undefined;

  return (
    <Box>
      <OutlinedInput
        id={inputId}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (onSubmit && e.key === 'Enter') {
            e.preventDefault();
            onSubmit(value);
          }
        }}
        placeholder={text}
        required={required}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        error={Boolean(error)}
        fullWidth
        inputProps={{ 'aria-label': text, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error), inputMode, maxLength }}
        data-state={error ? 'invalid' : valid ? 'valid' : 'empty'}
        sx={border ? { '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': { borderColor: border, borderWidth: 2 } } : undefined}
        endAdornment={
          icon && onSubmit ? (
            <InputAdornment position="end">
              <IconButton aria-label={iconLabel ?? label} edge="end" onClick={() => onSubmit(value)} disabled={disabled}>
                {icon}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
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
