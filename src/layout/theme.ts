import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme in Peach colours, darkened where needed so that text keeps WCAG AA
 * contrast (≥ 4.5:1): Peach orange #f56522 is too light for white text, #c2410c is not.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#c2410c', contrastText: '#ffffff' },
    // the app bar: Peach's dark brown
    secondary: { main: '#2b1911', light: '#54423a', dark: '#1a0f0a', contrastText: '#ffffff' },
    background: { default: '#fafafa' },
  },
  components: {
    ...defaultTheme.components,
    // a focused label sits on the filled input's grey: #c2410c has 4.0:1 there, #9a3412 6:1
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: '#9a3412' } } } },
  },
};

/**
 * The dark theme (Settings → theme; react-admin's store key `theme`): react-admin's dark theme
 * with a light Peach orange, which keeps AA contrast on the dark paper and under dark text.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#fdba74', contrastText: '#1a0f0a' },
    secondary: { main: '#2b1911', light: '#54423a', dark: '#1a0f0a', contrastText: '#ffffff' },
  },
};
