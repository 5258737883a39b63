import { useCallback } from 'react';
import { useCreate, useDelete, useUpdate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { PeachEvent } from '../../api/types';
import { eventChanges, hasChanges, logoRefusal, type EventFormValues } from '../../data/eventForm';
import { useMutationBanners } from './useMutationBanners';

/**
 * Create, update and delete of events with the spec's follow-ups (§4): the events list is
 * refetched after each, the payouts list too after a delete; banners OK / ERROR (§8).
 * A refused logo (§5) shows an ERROR banner and sends nothing. Each returns whether it succeeded.
 */
export function useEventMutations() {
  const queryClient = useQueryClient();
  const banners = useMutationBanners();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();

  const refetch = useCallback(
    (...resources: string[]) => Promise.all(resources.map((r) => queryClient.invalidateQueries({ queryKey: [r] }))),
    [queryClient],
  );

  const createEvent = useCallback(
    async (values: EventFormValues): Promise<boolean> => {
      const refusal = logoRefusal(values.logo);
      if (refusal) {
        banners.refuse(refusal.message, refusal.args);
        return false;
      }
      try {
        await create('events', { data: values }, { returnPromise: true });
      } catch (thrown) {
        banners.failed(thrown);
        return false;
      }
      banners.ok('events.created');
      void refetch('events');
      return true;
    },
    [banners, create, refetch],
  );

  /** Nothing changed: nothing is sent, and the edit still ends. */
  const updateEvent = useCallback(
    async (event: PeachEvent, edited: EventFormValues): Promise<boolean> => {
      const refusal = logoRefusal(edited.logo);
      if (refusal) {
        banners.refuse(refusal.message, refusal.args);
        return false;
      }
      if (!hasChanges(eventChanges(event, edited))) return true;
      try {
        await update('events', { id: event.id, data: edited, previousData: event }, { returnPromise: true });
      } catch (thrown) {
        banners.failed(thrown);
        return false;
      }
      banners.ok('events.updated');
      void refetch('events');
      return true;
    },
    [banners, update, refetch],
  );

  const deleteEvent = useCallback(
    async (event: PeachEvent): Promise<boolean> => {
      try {
        await remove('events', { id: event.id, previousData: event }, { returnPromise: true });
      } catch (thrown) {
        banners.failed(thrown);
        return false;
      }
      banners.ok('events.deleted');
      void refetch('events', 'payouts');
      return true;
    },
    [banners, remove, refetch],
  );

  return { createEvent, updateEvent, deleteEvent, creating, updating, deleting };
}
