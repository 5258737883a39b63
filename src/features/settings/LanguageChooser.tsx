import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isLocale } from '../../../i18n/provider';
import { useLanguage } from '../../ui/useLanguage';

/** The language as a radio group: all three choices visible at once, arrow keys move between them. */
export function LanguageChooser() {
  const translate = useTranslate();
  const { locale, locales, setLocale } = useLanguage();
  return (
    <FormControl>
      <FormLabel id="settings-language">{translate('settings.language')}</FormLabel>
      <RadioGroup
        aria-labelledby="settings-language"
        aria-describedby="settings-language-hint"
        value={locale}
        onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
      >
        {locales.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`app.language.${option}`)} lang={option} />
        ))}
      </RadioGroup>
      <FormHelperText id="settings-language-hint">{translate('settings.languageHint')}</FormHelperText>
    </FormControl>
  );
}
