import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import { SavedResponseFailure, savedResponsesOf, type SavedResponse } from './savedResponsesData';

/**
 * The signed-in staff member's saved responses (browser database 'peach') through TanStack Query;
 * each failure shows its own error.savedResponse.* text, each success its OK banner.
 */
export function useSavedResponses() {
  const user = useStaffUser();
  const store = useMemo(() => savedResponsesOf(user.id), [user.id]);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = ['savedResponses', user.id];
  const onError = (error: unknown) =>
    notify(error instanceof SavedResponseFailure ? error.message : 'error.general', { type: 'error' });
  const done = (message: string) => () => {
    notify(message, { type: 'success', autoHideDuration: 3_000 });
    void queryClient.invalidateQueries({ queryKey });
  };
  const list = useQuery({ queryKey, queryFn: () => store.list(), retry: false });
  const loadFailed = list.isError;
  useEffect(() => {
    if (loadFailed) notify('error.savedResponse.load', { type: 'error' });
  }, [loadFailed, notify]);
  const add = useMutation({ mutationFn: (entry: Omit<SavedResponse, 'id'>) => store.add(entry), onSuccess: done('contract.savedResponses.added'), onError });
  const edit = useMutation({ mutationFn: (entry: SavedResponse) => store.edit(entry), onSuccess: done('contract.savedResponses.changed'), onError });
  const remove = useMutation({ mutationFn: (id: string) => store.remove(id), onSuccess: done('contract.savedResponses.deleted'), onError });
  return { list, add, edit, remove };
}
