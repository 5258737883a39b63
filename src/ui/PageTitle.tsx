import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The id of the element in the app bar that shows the screen's title: the app bar renders it, each
 * screen's PageTitle fills it (and the app bar names the browser tab after it). The same id as
 * react-admin's title portal had, so either app bar finds the title.
 */
export const PAGE_TITLE_ID = 'react-admin-title';

const titleElement = () => (typeof document === 'undefined' ? null : document.getElementById(PAGE_TITLE_ID));

/**
 * Puts the screen's title (already translated) into the app bar's title element. On the first
 * render the app bar may not be there yet (it mounts beside the screen): then it is looked for once
 * more after mounting.
 */
export function PageTitle({ title }: { title: string }) {
  const [container, setContainer] = useState<HTMLElement | null>(titleElement);
  useEffect(() => {
    setContainer((found) => (found && document.body.contains(found) ? found : titleElement()));
  }, []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
