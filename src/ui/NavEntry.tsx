import type { ComponentType, ReactNode } from 'react';
import { ButtonBase, Typography } from '@mui/material';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { NavLink } from 'react-router-dom';

/**
 * One entry of the navigation as MUI's ListItemButton, ListItemIcon and ListItemText draw it in a
 * dense List (a link with its icon and its name): the same elements, classes and styles (MUI 7's,
 * in the same order, for these props), without the rest of the three in every console page's first
 * load.
 */
const EntryButton = styled(ButtonBase)(({ theme }) => ({
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  textDecoration: 'none',
  minWidth: 0,
  boxSizing: 'border-box',
  textAlign: 'left',
  // dense, with gutters
  paddingTop: 4,
  paddingBottom: 4,
  paddingLeft: 16,
  paddingRight: 16,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': {
    textDecoration: 'none',
    backgroundColor: theme.palette.action.hover,
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
})) as unknown as ComponentType<{ component: typeof NavLink; to: string; end: boolean; href: string; className: string; sx?: SxProps<Theme>; children: ReactNode }>;

const EntryIcon = styled('div')(({ theme }) => ({ minWidth: 56, color: theme.palette.action.active, flexShrink: 0, display: 'inline-flex' }));

const EntryText = styled('div')({
  flex: '1 1 auto',
  minWidth: 0,
  marginTop: 4,
  marginBottom: 4,
  '.MuiTypography-root:where(& .MuiListItemText-primary)': { display: 'block' },
});

export interface NavEntryProps {
  to: string;
  icon: ComponentType;
  label: string;
  /** the entry's own styles (the active one's look) */
  sx?: SxProps<Theme>;
  /** the name's, e.g. hidden from sight in a collapsed sidebar */
  labelSx?: SxProps<Theme>;
}

export function NavEntry({ to, icon: Icon, label, sx, labelSx }: NavEntryProps) {
  return (
    <EntryButton component={NavLink} to={to} end={to === '/'} href={to} className="MuiListItemButton-root MuiListItemButton-dense MuiListItemButton-gutters" sx={sx}>
      <EntryIcon className="MuiListItemIcon-root" sx={{ minWidth: 40 }}>
        <Icon />
      </EntryIcon>
      <EntryText className="MuiListItemText-root MuiListItemText-dense" sx={labelSx}>
        <Typography variant="body2" component="span" className="MuiListItemText-primary">
          {label}
        </Typography>
      </EntryText>
    </EntryButton>
  );
}
