import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useThemeMode } from '../../layout/themeMode';

const MODES = ['light', 'dark'] as const;

/** Light or dark: react-admin's theme store key `theme` (localStorage RaStore.theme), kept on this device. */
export function ThemeChooser() {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  return (
    <FormControl>
      <FormLabel id="settings-theme">{translate('settings.theme.label')}</FormLabel>
      <RadioGroup aria-labelledby="settings-theme" row value={mode === 'dark' ? 'dark' : 'light'} onChange={(e) => setMode(e.target.value as (typeof MODES)[number])}>
        {MODES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`settings.theme.${option}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
