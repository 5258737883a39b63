import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import type { StaffAccessUpdate } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

/**
 * A role or lock change (POST /v1/pwt/settings {id, …}), sent after the dialog's confirmation:
 * an OK banner and a fresh staff list, or the refusal's text (LAST_ADMIN, SELF_DEMOTION, SELF_LOCK).
 */
export function useStaffAccess(successMessage: string, onDone: () => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: (update: StaffAccessUpdate) => dataProvider.updateStaffAccess(update),
    onSuccess: () => {
      notify(successMessage, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
      onDone();
    },
    onError: notifyFailure,
  });
}
