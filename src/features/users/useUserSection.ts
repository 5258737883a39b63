import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';

/** The query of a user's profile, the `users` record: react-admin's getOne key [resource, 'getOne', { id, meta }] (the ban updates it in place). */
export const profileQuery = (userId: string) => ['users', 'getOne', { id: userId }] as const;

/** Another section of the user (reputation, trading limit, dispute history). */
export function useUserSection<K extends 'getUserReputation' | 'getUserTradingLimit' | 'getUserDisputeHistory'>(method: K, userId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['user', method, userId],
    queryFn: ({ signal }) => dataProvider[method](userId, signal) as Promise<Awaited<ReturnType<ConsoleDataProvider[K]>>>,
  });
}
