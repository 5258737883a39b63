import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Button, MenuItem, MenuList, Paper } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'ra-core';
import { LOCALES, type Locale } from '../../i18n/locales';

interface Props {
  locale: Locale;
  onChoose: (locale: Locale) => void;
  color?: 'inherit' | 'primary';
}

/**
 * The language switcher itself, for whoever holds the language: the app bar (LanguageMenu.tsx,
 * react-admin's locale state) and the login page (its own state, without react-admin's store).
 * A button naming the current language that opens a menu of the three: the chosen one has the
 * focus, arrow keys, Home and End move it (MUI's MenuList), Enter or Space chooses, Escape and Tab
 * close and give the focus back to the button, as MUI's <Menu> does. The list drops down below the
 * button instead of in MUI's Popover, whose modal layer (portal, focus trap, backdrop, transitions)
 * a three-item list does not need, and which the login page would otherwise download for it alone.
 */
export function LanguagePicker({ locale, onChoose, color = 'inherit' }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const current = translate(`app.language.${locale}`);

  // a click or touch anywhere else closes the list
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!picker.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };
  // so does the focus going elsewhere by other means (a screen reader's, a script's)
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !picker.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Box ref={picker} onBlur={onBlur} sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        ref={button}
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language.current', { 0: current })}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'language-menu' : undefined}
        onClick={() => setOpen((was) => !was)}
        sx={{ textTransform: 'none' }}
      >
        {current}
      </Button>
      {open && (
        <Paper elevation={8} sx={{ position: 'absolute', top: '100%', right: 0, zIndex: 'modal', minWidth: '100%', whiteSpace: 'nowrap' }}>
          <MenuList id="language-menu" autoFocusItem variant="selectedMenu" onKeyDown={onListKeyDown}>
            {LOCALES.map((option) => (
              <MenuItem
                key={option}
                lang={option}
                selected={option === locale}
                onClick={() => {
                  close();
                  onChoose(option);
                }}
              >
                {translate(`app.language.${option}`)}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      )}
    </Box>
  );
}
