import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { Box, FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface TextBoxProps {
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
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export type FieldState = 'invalid' | 'valid' | 'empty';

/** The spec's borders: red with an error, green when valid and filled, the theme's otherwise. */
export const fieldStateSx = (state: FieldState): SxProps<Theme> | undefined =>
  state === 'empty'
    ? undefined
    : { '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': { borderColor: state === 'invalid' ? 'error.main' : 'success.main', borderWidth: 2 } };


/**
 * The text field of spec §2 as a controlled box (forms use TextInput, which feeds it from react-admin's useInput; the
 * sign-in steps, outside react-admin's forms, use it directly): label as placeholder, and once something is typed (the
 * placeholder gone) the label on the border above, so a filled field still says what it is; "(optional)" on optional fields, green border
 * when valid and filled, red border with the first error below (linked by aria-describedby).
 */
export function TextBox({
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
  onBlur,
  inputRef,
}: TextBoxProps) {
  const translate = useTranslate();
  const inputId = id ?? `text-input-${useId()}`;
  const error = errors[0];
  const valid = !error && value !== '';
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const text = required ? label : `${label} ${translate('app.optional')}`;
  const state: FieldState = error ? 'invalid' : valid ? 'valid' : 'empty';
  const filled = value !== '';

  return (
    <Box>
      <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={disabled}>
      {/* the input's name is its aria-label: the visible label is not read a second time */}
      {filled && (
        <InputLabel htmlFor={inputId} shrink aria-hidden="true" data-testid="filled-label">
          {text}
        </InputLabel>
      )}
      <OutlinedInput
        label={filled ? text : undefined}
        notched={filled}
        id={inputId}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
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
        data-state={state}
        sx={fieldStateSx(state)}
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
      </FormControl>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      {hint && <FormHelperText id={hintId}>{hint}</FormHelperText>}
    </Box>
  );
}
