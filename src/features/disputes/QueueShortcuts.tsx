import { useTranslate } from 'ra-core';
import { fieldLabelled, focusInto, rowLink } from '../../ui/shortcuts/focusTargets';
import { useShortcut } from '../../ui/shortcuts/useShortcut';

/**
 * The queue's keys: j and k move the focus to the next or previous case (its contract link, which
 * Enter opens), "/" to the contract-or-user filter. The table is the one named by `tableLabelledBy`.
 */
export function QueueShortcuts({ tableLabelledBy }: { tableLabelledBy: string }) {
  const translate = useTranslate();
  const table = () => document.querySelector<HTMLTableElement>(`table[aria-labelledby="${CSS.escape(tableLabelledBy)}"]`);
  const move = (step: 1 | -1) => {
    const link = rowLink(table(), step);
    if (!link) return;
    link.scrollIntoView({ block: 'nearest' });
    link.focus();
  };
  useShortcut('j', () => move(1));
  useShortcut('k', () => move(-1));
  useShortcut('/', () => focusInto(fieldLabelled(translate('resources.disputes.fields.q'))));
  return null;
}
