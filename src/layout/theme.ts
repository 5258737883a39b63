import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/** What both themes share: the dense filled form controls and the plain h6 of react-admin's look. */
const shared: ThemeOptions = {
  typography: { h6: { fontWeight: 400 } },
  components: {
    MuiAutocomplete: { defaultProps: { fullWidth: true } },
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiTableCell: { styleOverrides: { root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' } } } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 56 } } },
  },
};

/** The app bar: Peach's dark brown, in both modes. */
const secondary = { main: '#2b1911', light: '#54423a', dark: '#1a0f0a', contrastText: '#ffffff' };

/**
 * Light: Peach colours, darkened where needed so that text keeps WCAG AA contrast (≥ 4.5:1): Peach
 * orange #f56522 is too light for white text, #c2410c is not.
 */
export const lightTheme: ThemeOptions = {
  ...shared,
  palette: { primary: { main: '#c2410c', contrastText: '#ffffff' }, secondary, background: { default: '#fafafa' } },
  components: {
    ...shared.components,
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
    // a focused label sits on the filled input's grey: #c2410c is too light there, #9a3412 is not
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: '#9a3412' } } } },
  },
};

/** Dark (Settings → theme): a light Peach orange, which keeps AA contrast on the dark paper and under dark text. */
export const darkTheme: ThemeOptions = {
  ...shared,
  palette: { mode: 'dark', primary: { main: '#fdba74', contrastText: '#1a0f0a' }, secondary, background: { default: '#313131' } },
};

export type ThemeMode = 'light' | 'dark';

const made: Partial<Record<ThemeMode, Theme>> = {};

/** The MUI theme of a mode, made the first time it is asked for (the dark one only when chosen). */
export const muiTheme = (mode: ThemeMode): Theme => (made[mode] ??= createTheme(mode === 'dark' ? darkTheme : lightTheme));
