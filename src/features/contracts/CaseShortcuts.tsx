import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'ra-core';
import { fieldLabelled, focusInto, sectionHeaded } from '../../ui/shortcuts/focusTargets';
import { useShortcut } from '../../ui/shortcuts/useShortcut';
import { recordPath } from '../../domain/recordPaths';
import { useQueueNeighbours, type Neighbours } from '../disputes/queueNeighbours';
import { useAccess } from '../../auth/useAccess';

type Step = 'next' | 'previous';

/**
 * The case's keys: j and k open the next or previous case of the queue (as last filtered and
 * sorted), c moves to the chat's message box, r to the resolution. Rendered beside the case, not
 * in it, so the keys listen while the case loads; the neighbours are read when the case opens,
 * and a j or k pressed before they have arrived is kept and carried out when they do (a quick j,
 * k used to be lost without a word).
 */
export function CaseShortcuts({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  // j and k walk the queue: only for a role that has it (a maintainer reads cases, not the queue)
  const { canAccess: walksQueue } = useAccess({ resource: 'disputes', action: 'list' });
  const neighbours = useQueueNeighbours(contractId, walksQueue === true);
  const pending = useRef<Step | null>(null);
  const goFrom = (data: Neighbours, step: Step) => {
    const target = data[step];
    if (target) navigate(recordPath('contracts', target));
    else notify(step === 'next' ? 'shortcuts.noNext' : 'shortcuts.noPrevious', { type: 'info', autoHideDuration: 3000 });
  };
  const go = (step: Step) => {
    if (neighbours.data) goFrom(neighbours.data, step);
    else pending.current = step;
  };
  useEffect(() => {
    // a new case forgets a key pressed on the one before
    pending.current = null;
  }, [contractId]);
  useEffect(() => {
    const step = pending.current;
    if (!neighbours.data || !step) return;
    pending.current = null;
    goFrom(neighbours.data, step);
    // only the neighbours' arrival carries out a kept key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [neighbours.data]);
  useShortcut('j', () => go('next'), walksQueue === true);
  useShortcut('k', () => go('previous'), walksQueue === true);
  useShortcut('c', () => focusInto(fieldLabelled(translate('contract.chat.message'))));
  useShortcut('r', () => focusInto(sectionHeaded(translate('contract.resolution.heading'))));
  return null;
}
