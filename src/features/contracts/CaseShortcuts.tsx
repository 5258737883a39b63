import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'ra-core';
import { fieldLabelled, focusInto, sectionHeaded } from '../../ui/shortcuts/focusTargets';
import { useShortcut } from '../../ui/shortcuts/useShortcut';
import { recordPath } from '../../domain/recordPaths';
import { useQueueNeighbours } from '../disputes/queueNeighbours';

/**
 * The case's keys: j and k open the next or previous case of the queue (as last filtered and
 * sorted), c moves to the chat's message box, r to the resolution.
 */
export function CaseShortcuts({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const neighbours = useQueueNeighbours(contractId);
  const go = (step: 'next' | 'previous') => {
    const target = neighbours.data?.[step];
    if (target) navigate(recordPath('contracts', target));
    else if (neighbours.data) notify(step === 'next' ? 'shortcuts.noNext' : 'shortcuts.noPrevious', { type: 'info', autoHideDuration: 3000 });
  };
  useShortcut('j', () => go('next'));
  useShortcut('k', () => go('previous'));
  useShortcut('c', () => focusInto(fieldLabelled(translate('contract.chat.message'))));
  useShortcut('r', () => focusInto(sectionHeaded(translate('contract.resolution.heading'))));
  return null;
}
