import { LanguagePicker } from '../ui/LanguagePicker';
import { useLanguage } from '../ui/useLanguage';

/**
 * The app bar's language switcher: the LanguagePicker over react-admin's locale state
 * (useLanguage), the one the settings page and the command palette change too, so the stored
 * language and the lazy German chunk are the same whichever is used. Not react-admin's
 * <LocalesMenuButton>: its button is named only by the language ("English", not "Language:
 * English") and its options carry no `lang` for screen readers. The login page has the same
 * picker over a language state of its own (src/features/auth/LoginRoot.tsx).
 */
export function LanguageMenu({ color }: { color?: 'inherit' | 'primary' }) {
  const { locale, setLocale } = useLanguage();
  return <LanguagePicker locale={locale} onChoose={setLocale} color={color} />;
}
