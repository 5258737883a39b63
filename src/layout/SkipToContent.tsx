import { Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'ra-core';

export const MAIN_ID = 'main-content';

/** The first stop of the keyboard: a button, shown only when focused, that moves focus to the page past the app bar and menu. */
export function SkipToContent() {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      onClick={() => document.getElementById(MAIN_ID)?.focus()}
      sx={{ position: 'fixed', top: 8, left: 8, zIndex: 'tooltip', '&:not(:focus)': visuallyHidden }}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
}
