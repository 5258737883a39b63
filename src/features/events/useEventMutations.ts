import { useCallback } from 'react';
import { useDelete, useNotify, useUpdate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { PeachEvent } from '../../contract';
import { apiErrorOf } from '../../data/unwrap';
import type { Problem } from '../../ui/problem';
import { serverProblems } from '../../ui/serverProblems';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { eventChanges, hasChanges, logoErrorArgs, logoRefusal, type EventFormValues } from './eventForm';

/** The row editor's text boxes: a refusal that names one is shown at it (any other in the banner). */
export const EDITED_TEXT_FIELDS = ['currencies', 'longName', 'url', 'address'] as const;
export type EditedTextField = (typeof EDITED_TEXT_FIELDS)[number];
export type EditProblems = Partial<Record<EditedTextField, Problem>>;

/** How a save ended: saved, or not, with what the server said at which field (none: a banner said it). */
export type SaveResult = { saved: true } | { saved: false; problems: EditProblems };

/**
 * Update and delete of events, for the table's rows (the new-event form is a <CreateForm>), with
 * the spec's follow-ups (§4): the events list is refetched after each, the payouts list too after
 * a delete; banners OK / ERROR (§8) through useNotify. A refused logo (§5) shows an ERROR banner
 * and sends nothing. Each returns whether it succeeded.
 */
export function useEventMutations() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure(logoErrorArgs);
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();

  const refetch = useCallback(
    (...resources: string[]) => Promise.all(resources.map((r) => queryClient.invalidateQueries({ queryKey: [r] }))),
    [queryClient],
  );

  /**
   * The diff is made once, here; with nothing changed nothing is sent, and the edit still ends. A
   * refusal that names fields is said at them (the row stays in edit mode), any other in the banner.
   */
  const updateEvent = useCallback(
    async (event: PeachEvent, edited: EventFormValues): Promise<SaveResult> => {
      const refusal = logoRefusal(edited.logo);
      if (refusal) {
        notify(refusal.message, { type: 'error', messageArgs: refusal.args });
        return { saved: false, problems: {} };
      }
      const changes = eventChanges(event, edited);
      if (!hasChanges(changes)) return { saved: true };
      try {
        await update('events', { id: event.id, data: changes, previousData: event }, { returnPromise: true });
      } catch (thrown) {
        const problems = serverProblems(apiErrorOf(thrown), EDITED_TEXT_FIELDS);
        if (Object.keys(problems).length === 0) notifyFailure(thrown);
        return { saved: false, problems };
      }
      notify('events.updated', { type: 'success' });
      void refetch('events');
      return { saved: true };
    },
    [notify, notifyFailure, update, refetch],
  );

  const deleteEvent = useCallback(
    async (event: PeachEvent): Promise<boolean> => {
      try {
        await remove('events', { id: event.id, previousData: event }, { returnPromise: true });
      } catch (thrown) {
        notifyFailure(thrown);
        return false;
      }
      notify('events.deleted', { type: 'success' });
      void refetch('events', 'payouts');
      return true;
    },
    [notify, notifyFailure, remove, refetch],
  );

  return { updateEvent, deleteEvent, updating, deleting };
}
