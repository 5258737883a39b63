import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'ra-core';
import { useLanguage } from './useLanguage';

/**
 * The language switcher of the app bar and the login page: a button naming the current language
 * that opens a menu of the three (arrow keys, Enter and Escape work as in any MUI menu).
 * Not react-admin's <LocalesMenuButton>: that one is part of react-admin's UI, which the login
 * page is built without (its own light chunk), its button is named only by the language ("English",
 * not "Language: English") and its options carry no `lang` for screen readers. The choice goes
 * through the same useLocaleState, so the stored language and the lazy German chunk are the same.
 */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const { locale, locales, setLocale } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = translate(`app.language.${locale}`);

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language.current', { 0: current })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {current}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(option);
            }}
          >
            {translate(`app.language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
