import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PAGE_TITLE_ID } from '../ui/PageTitle';


/** The element each screen's PageTitle portals its title into. */
export const TITLE_ID = PAGE_TITLE_ID;

/** The screen's title as shown in the app bar, without the console's name that stands in for it. */
export const screenTitle = (heading: Element): string =>
  [...heading.children]
    .filter((child) => !child.hasAttribute('data-app-title'))
    .map((child) => child.textContent?.trim() ?? '')
    .join(' ')
    .trim();

/** "Settings · Peach staff console", or the console's name alone while a screen sets no title. */
export const documentTitle = (screen: string, app: string): string => (screen ? `${screen} · ${app}` : app);

/**
 * The app bar's heading, where each screen puts its title. Until one does (a screen without a
 * title, or while it loads) the console's name stands in, so the heading is never empty; it hides
 * as soon as a title arrives. The browser tab follows the heading.
 */
export function AppBarTitle() {
  const translate = useTranslate();
  const app = translate('app.title');
  useEffect(() => {
    const heading = document.getElementById(TITLE_ID);
    if (!heading) return;
    const sync = () => {
      document.title = documentTitle(screenTitle(heading), app);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [app]);
  return (
    <Typography
      variant="h6"
      color="inherit"
      id={TITLE_ID}
      sx={{ flex: 1, textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden', '& > [data-app-title]:not(:only-child)': { display: 'none' } }}
    >
      <span data-app-title="">{app}</span>
    </Typography>
  );
}
