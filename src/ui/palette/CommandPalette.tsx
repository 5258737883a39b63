import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Dialog, InputBase, LinearProgress, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLogout, useTranslate } from 'ra-core';
import { useThemeMode } from '../../layout/themeMode';
import { USER_LOGOUT } from '../../auth/authProvider';
import { useStaffUser } from '../../auth/staffUser';
import { NAV_ITEMS } from '../navItems';
import { useLanguage } from '../useLanguage';
import { groupItems, matchesWords, moveActive, screensFor, type PaletteAction, type PaletteItem } from './paletteModel';
import { usePaletteResults } from './usePaletteResults';
import { impossibleIdOf } from '../../domain/search';

/** Hidden from sight, read by screen readers. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The screens the role may open and the actions, matching the words typed. */
function useScreensAndActions(query: string): PaletteItem[] {
  const translate = useTranslate();
  const user = useStaffUser();
  const { locale, locales } = useLanguage();
  const [theme] = useThemeMode();
  const screens: PaletteItem[] = screensFor(user, NAV_ITEMS).map(({ area, to }) => ({
    key: `screen-${area}`,
    group: 'screens',
    label: translate(area === 'settings' ? 'app.settings' : `nav.${area}`),
    action: { type: 'navigate', to },
  }));
  const otherTheme = theme === 'dark' ? 'light' : 'dark';
  const actions: PaletteItem[] = [
    ...locales
      .filter((l) => l !== locale)
      .map((l): PaletteItem => ({ key: `locale-${l}`, group: 'actions', label: translate('palette.language', { 0: translate(`app.language.${l}`) }), action: { type: 'locale', locale: l } })),
    { key: 'theme', group: 'actions', label: translate(`palette.theme.${otherTheme}`), action: { type: 'theme', mode: otherTheme } },
    { key: 'logout', group: 'actions', label: translate('app.logout'), action: { type: 'logout' } },
  ];
  return [...screens, ...actions].filter((item) => matchesWords(item.label, query));
}

/**
 * The command palette (Ctrl+K / ⌘K): a dialog with a search box (an ARIA combobox) over one list of
 * options in groups — contracts, users and offers found by id, the screens the role may open, and
 * the actions (language, theme, sign out). Arrow keys, Home and End move, Enter runs, Escape
 * closes. Hand-made: react-admin has no palette, and MUI's Autocomplete cannot group options of
 * mixed sources that arrive at different times without refiltering them.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { setLocale } = useLanguage();
  const [, setTheme] = useThemeMode();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listId = `${baseId}-list`;
  const optionId = (key: string) => `${baseId}-option-${key}`;
  const input = useRef<HTMLInputElement>(null);

  const results = usePaletteResults(query);
  const impossible = impossibleIdOf(query);
  const local = useScreensAndActions(query);
  const groups = groupItems([...results.items, ...local], results.lead);
  const flat = groups.flatMap((g) => g.items);
  const current = flat[Math.min(active, flat.length - 1)];

  // a new text starts at its first result; each opening starts with an empty box
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);

  const run = (action: PaletteAction) => {
    onClose();
    switch (action.type) {
      case 'navigate':
        return navigate(action.to);
      case 'locale':
        return setLocale(action.locale);
      case 'theme':
        return setTheme(action.mode);
      case 'logout':
        return void logout(USER_LOGOUT, undefined, false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      setActive((i) => moveActive(i, flat.length, event.key));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      run(current.action);
    }
  };

  // keep the active option in view as the arrow keys move through a long list
  useEffect(() => {
    if (current) document.getElementById(optionId(current.key))?.scrollIntoView({ block: 'nearest' });
  });

  const status = results.failed
    ? translate('palette.failed')
    : results.pending
      ? translate('palette.searching')
      : translate('palette.count', { smart_count: flat.length, 0: flat.length });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      TransitionProps={{ onEntered: () => input.current?.focus() }}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {translate('palette.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon aria-hidden color="action" />
        <InputBase
          inputRef={input}
          autoFocus
          fullWidth
          value={query}
          placeholder={translate('palette.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('palette.input'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current ? optionId(current.key) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <LinearProgress aria-hidden sx={{ visibility: results.pending ? 'visible' : 'hidden', height: 2 }} />
      <Typography role="status" sx={visuallyHidden}>
        {status}
      </Typography>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={translate('palette.results')}
        sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {groups.map(({ group, items }) => (
          <li key={group} role="presentation">
            <Typography id={`${baseId}-group-${group}`} variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary' }} aria-hidden>
              {translate(`palette.group.${group}`)}
            </Typography>
            <Box component="ul" role="group" aria-labelledby={`${baseId}-group-${group}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => {
                const selected = item === current;
                return (
                  <Box
                    component="li"
                    key={item.key}
                    id={optionId(item.key)}
                    role="option"
                    aria-selected={selected}
                    onMouseMove={() => setActive(flat.indexOf(item))}
                    onClick={() => run(item.action)}
                    sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined, borderLeft: 3, borderColor: selected ? 'primary.main' : 'transparent' }}
                  >
                    <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {item.label}
                    </Typography>
                    {item.detail && (
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        {item.detail}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          </li>
        ))}
      </Box>
      {!results.pending && flat.length === 0 && (
        <Typography sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>{results.failed ? translate('palette.failed') : impossible ? translate(`palette.impossible.${impossible}`) : translate('palette.nothing')}</Typography>
      )}
      <Typography variant="caption" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
        {translate('palette.hint')}
      </Typography>
    </Dialog>
  );
}
