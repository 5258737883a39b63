import type { AriaAttributes, ComponentType, MouseEventHandler, ReactNode } from 'react';
import { ButtonBase, type ButtonBaseProps } from '@mui/material';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

/**
 * MUI's Chip as the app bar draws it (size small, default colour, filled or outlined, clickable
 * when it has an onClick): the same element, classes and styles, without the rest of Chip (avatars,
 * icons, delete buttons, colours, sizes) in every console page's first load. The styles are Chip's
 * own for these props (MUI 7), in the same order, so the computed styles are Chip's.
 */
type Variant = 'filled' | 'outlined';
interface OwnerState {
  variant: Variant;
  clickable: boolean;
}

const chipStyles = ({ theme, ownerState }: { theme: Theme; ownerState: OwnerState }) => ({
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.action.selected,
  borderRadius: 32 / 2,
  whiteSpace: 'nowrap' as const,
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  cursor: 'unset',
  outline: 0,
  textDecoration: 'none',
  border: 0,
  padding: 0,
  verticalAlign: 'middle',
  boxSizing: 'border-box' as const,
  ...(ownerState.clickable && {
    userSelect: 'none' as const,
    WebkitTapHighlightColor: 'transparent',
    cursor: 'pointer',
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.action.selected, `${theme.palette.action.selectedOpacity} + ${theme.palette.action.hoverOpacity}`),
    },
    '&.Mui-focusVisible': {
      backgroundColor: theme.alpha(theme.palette.action.selected, `${theme.palette.action.selectedOpacity} + ${theme.palette.action.focusOpacity}`),
    },
    '&:active': { boxShadow: theme.shadows[1] },
  }),
  ...(ownerState.variant === 'outlined' && {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    '&.MuiChip-clickable:hover': { backgroundColor: theme.palette.action.hover },
    '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
  }),
});

const ChipRoot = styled('div')<{ ownerState: OwnerState }>(chipStyles);
const ClickableChipRoot = styled(ButtonBase)<{ ownerState: OwnerState }>(chipStyles) as unknown as ComponentType<
  ButtonBaseProps<'div', { component: 'div' }> & { ownerState: OwnerState; sx?: SxProps<Theme> }
>;
const ChipLabel = styled('span')<{ ownerState: OwnerState }>(({ ownerState }) => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingLeft: ownerState.variant === 'outlined' ? 7 : 8,
  paddingRight: ownerState.variant === 'outlined' ? 7 : 8,
}));

export interface ShellChipProps extends Pick<AriaAttributes, 'aria-label' | 'aria-haspopup' | 'aria-expanded' | 'aria-controls'> {
  label: ReactNode;
  variant?: Variant;
  title?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  sx?: SxProps<Theme>;
}

export function ShellChip({ label, variant = 'filled', onClick, ...rest }: ShellChipProps) {
  const ownerState = { variant, clickable: Boolean(onClick) };
  const classes = `MuiChip-root MuiChip-${variant} MuiChip-sizeSmall MuiChip-colorDefault${onClick ? ' MuiChip-clickable MuiChip-clickableColorDefault' : ''} MuiChip-${variant}Default`;
  const content = (
    <ChipLabel className="MuiChip-label MuiChip-labelSmall" ownerState={ownerState}>
      {label}
    </ChipLabel>
  );
  return onClick ? (
    <ClickableChipRoot component="div" className={classes} ownerState={ownerState} onClick={onClick} {...rest}>
      {content}
    </ClickableChipRoot>
  ) : (
    <ChipRoot className={classes} ownerState={ownerState} {...rest}>
      {content}
    </ChipRoot>
  );
}
