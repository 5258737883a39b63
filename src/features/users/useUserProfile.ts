import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';

/** The query key of a user's profile: [resource, method, id] (the ban updates it in place). */
export const profileKey = (userId: string) => ['user', 'getUserProfile', userId] as const;

/** GET /v1/pwt/user/{id} through the dataProvider. */
export function useUserProfile(userId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => dataProvider.getUserProfile(userId, signal),
  });
}

/** Another section of the user (reputation, trading limit, dispute history). */
export function useUserSection<K extends 'getUserReputation' | 'getUserTradingLimit' | 'getUserDisputeHistory'>(method: K, userId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['user', method, userId],
    queryFn: ({ signal }) => dataProvider[method](userId, signal) as Promise<Awaited<ReturnType<ConsoleDataProvider[K]>>>,
  });
}
