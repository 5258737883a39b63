import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { usePart } from '../parts/usePart';

/** How often the shown waits move on without a reload. */
export const TICK_MS = 30_000;

/**
 * The clocks of these cases. Keyed under ['disputes'], so the socket's dataStale ['disputes'] —
 * sent with every chat message, raise and resolution — fetches them again: the waits are live.
 * Asked only once the console knows the server has the clocks (an optional part).
 */
export function useCaseClocks(ids: readonly string[]) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const key = [...ids].sort().join(',');
  const served = usePart('clocks') === 'available';
  return useQuery({
    queryKey: ['disputes', 'caseClocks', key],
    queryFn: ({ signal }) => dataProvider.getCaseClocks(key ? key.split(',') : [], signal),
    enabled: served && ids.length > 0,
    placeholderData: (previous) => previous,
  });
}

/** The time now, moved on every `every` ms: the waits tick while the screen is open. */
export function useNow(every = TICK_MS): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
