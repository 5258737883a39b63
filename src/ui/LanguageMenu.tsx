import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'ra-core';
import { useLanguage } from './useLanguage';

const loadOptions = () => import('./LanguageOptions');
/**
 * The menu (MUI's Menu, Popover, Modal and focus trap: about 10 kB gzip) is not part of the login
 * page's first load: it downloads when the pointer or the focus reaches the button, at the latest
 * on the click, and renders from then on (so its closing transition plays as before).
 */
const LanguageOptions = lazy(loadOptions);
const preload = () => void loadOptions().catch(() => undefined);

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
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ textTransform: 'none' }}
      >
        {current}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageOptions
            anchor={anchor}
            locale={locale}
            locales={locales}
            onClose={() => setAnchor(null)}
            onChoose={(option) => {
              setAnchor(null);
              setLocale(option);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
