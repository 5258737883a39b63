import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useThemeMode } from '../../layout/themeMode';
import type { ThemeMode } from '../../layout/theme';

const MODES: ThemeMode[] = ['light', 'dark'];

/** Light or dark, kept on this device (useThemeMode). */
export function ThemeChooser() {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  return (
    <FormControl>
      <FormLabel id="settings-theme">{translate('settings.theme.label')}</FormLabel>
      <RadioGroup aria-labelledby="settings-theme" row value={mode} onChange={(e) => setMode(e.target.value === 'dark' ? 'dark' : 'light')}>
        {MODES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`settings.theme.${option}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
