import { useCallback } from 'react';
import { useDelete, useNotify, useUpdate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { PeachEvent } from '../../contract';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { eventChanges, hasChanges, logoErrorArgs, logoRefusal, type EventFormValues } from './eventForm';

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

  /** The diff is made once, here; with nothing changed nothing is sent, and the edit still ends. */
  const updateEvent = useCallback(
    async (event: PeachEvent, edited: EventFormValues): Promise<boolean> => {
      const refusal = logoRefusal(edited.logo);
      if (refusal) {
        notify(refusal.message, { type: 'error', messageArgs: refusal.args });
        return false;
      }
      const changes = eventChanges(event, edited);
      if (!hasChanges(changes)) return true;
      try {
        await update('events', { id: event.id, data: changes, previousData: event }, { returnPromise: true });
      } catch (thrown) {
        notifyFailure(thrown);
        return false;
      }
      notify('events.updated', { type: 'success' });
      void refetch('events');
      return true;
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
