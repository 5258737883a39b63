import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Locale } from '../../i18n/provider';

export interface LanguageOptionsProps {
  anchor: HTMLElement | null;
  locale: Locale;
  locales: readonly Locale[];
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}

/** The language switcher's menu (src/ui/LanguageMenu.tsx): a chunk of its own, loaded when it is first wanted. */
export default function LanguageOptions({ anchor, locale, locales, onClose, onChoose }: LanguageOptionsProps) {
  const translate = useTranslate();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {locales.map((option) => (
        <MenuItem key={option} lang={option} selected={option === locale} onClick={() => onChoose(option)}>
          {translate(`app.language.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
