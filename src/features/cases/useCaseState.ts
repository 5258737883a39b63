import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { caseStaleKeys } from '../../contract/cases';

/** Who has the case: the query ['case', id], refreshed by the socket's dataStale when it changes hands. */
export function useCaseState(contractId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: caseStaleKeys.case(contractId),
    queryFn: ({ signal }) => dataProvider.getCase(contractId, signal),
  });
}
