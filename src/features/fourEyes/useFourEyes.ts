import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { fourEyesStaleKeys } from '../../contract/fourEyes';

/**
 * Four eyes' reads, each under the query key the socket's dataStale names (src/contract/fourEyes.ts),
 * so a proposal or decision anywhere refreshes them. A server without these routes (the platform
 * today) answers an error: the parts that read them then show nothing and resolving goes the
 * platform's way.
 */

export function useFourEyesSettings() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: fourEyesStaleKeys.settings(), queryFn: ({ signal }) => dataProvider.getFourEyesSettings(signal), retry: false });
}

/** The case's proposals, newest first; `waiting` is the one that waits, if any. Not asked while `enabled` is false (a case without an open dispute). */
export function useCaseProposals(contractId: string, enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useQuery({
    queryKey: fourEyesStaleKeys.proposal(contractId),
    queryFn: ({ signal }) => dataProvider.getCaseProposals(contractId, signal),
    retry: false,
    enabled,
  });
  return { ...query, waiting: query.data?.find((p) => p.state === 'waiting') ?? null };
}

export function useWaitingProposals() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: fourEyesStaleKeys.waiting(), queryFn: ({ signal }) => dataProvider.getWaitingProposals(signal), retry: false });
}

export function useNoticeLanguages(contractId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['noticeLanguages', contractId],
    queryFn: ({ signal }) => dataProvider.getNoticeLanguages(contractId, signal),
    retry: false,
  });
}
