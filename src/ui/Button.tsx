import { Button as MuiButton, type ButtonProps as MuiButtonProps } from '@mui/material';
import type { MouseEvent } from 'react';

/** The four button looks of spec §2, mapped onto MUI's variants and colours. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'grey';

const LOOKS: Record<ButtonVariant, Pick<MuiButtonProps, 'variant' | 'color' | 'sx'>> = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'outlined', color: 'primary' },
  tertiary: { variant: 'text', color: 'primary' },
  grey: { variant: 'contained', color: 'inherit', sx: { bgcolor: 'grey.300', color: 'grey.900' } },
};

export interface ButtonProps extends Omit<MuiButtonProps, 'variant' | 'color' | 'loading'> {
  variant?: ButtonVariant;
  /** shows a spinner and refuses clicks until the work is done */
  loading?: boolean;
}

/**
 * type="button" unless told otherwise, so a button inside a form never submits it by accident.
 * Disabled and loading buttons ignore clicks (the check in onClick also covers keyboard and
 * programmatic clicks that MUI's pointer-events rule does not).
 */
export function Button({ variant = 'primary', loading = false, disabled = false, type = 'button', onClick, sx, ...rest }: ButtonProps) {
  const look = LOOKS[variant];
  const inactive = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <MuiButton
      {...rest}
      type={type}
      variant={look.variant}
      color={look.color}
      sx={[...(look.sx ? [look.sx] : []), ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      disabled={inactive}
      loading={loading}
      loadingPosition={loading ? 'start' : undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    />
  );
}
