import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { request } from '../../api/client';
import { PARTS, type OptionalPart, type PartProbe } from '../../contract/parts';
import { useRealtimeActions, useRealtimeState, type RealtimeActions } from '../../realtime/RealtimeProvider';
import { partFromAnswer, partFromSocketMessage, type PartAnswer } from './decide';

/** Still asking ('pending'), or the server's answer. Not decidable (no connection, 5xx): 'available', so the part shows its own failure. */
export type PartState = PartAnswer | 'pending';

/** Thrown when the probe's answer says nothing about the route: react-query asks again on the next screen. */
class Undecided extends Error {}

async function askHttp(path: string, signal: AbortSignal): Promise<PartAnswer> {
  const [, error] = await request<unknown>(path, { query: { size: 1 }, signal, cache: 'no-store' });
  const answer = partFromAnswer(error);
  if (!answer) throw new Undecided(path);
  return answer;
}

function askSocket(path: string, realtime: RealtimeActions, signal: AbortSignal): Promise<PartAnswer> {
  return new Promise((resolve, reject) => {
    const unsubscribe = realtime.subscribe((message) => {
      const answer = partFromSocketMessage(message, path);
      if (!answer) return;
      unsubscribe();
      resolve(answer);
    });
    signal.addEventListener('abort', () => (unsubscribe(), reject(new Undecided(path))));
    // naming no case: an existing presence route answers the map, never "no such contract"
    realtime.send({ path, contractId: null });
  });
}

const ask = (probe: PartProbe, realtime: RealtimeActions, signal: AbortSignal) =>
  'http' in probe ? askHttp(probe.http, signal) : askSocket(probe.socket, realtime, signal);

const keyOf = (part: OptionalPart) => ['optionalPart', part] as const;

/** Still asking, or the server's answer; a failed probe decides nothing: 'available'. */
const stateOf = (query: QueryState<PartAnswer> | undefined): PartState => query?.data ?? (query?.status === 'error' ? 'available' : 'pending');

/**
 * Whether the server serves an optional part (src/contract/parts.ts), asked once per session by
 * the part's own route (sign-out clears react-query's cache, so the next session asks again).
 * A socket probe waits for the socket's sign-in. Read through `pick`, a screen is drawn again only
 * when what it picks changes: the answer that confirms what the queue already shows while asking
 * (its clocks column) does not draw the whole queue again.
 */
export function usePartPick<T extends string | boolean>(part: OptionalPart, pick: (state: PartState) => T): T {
  const realtime = useRealtimeActions();
  const probe = PARTS[part].probe;
  // an HTTP probe's screen (the whole queue) is not drawn again as the socket connects
  const ready = useRealtimeState((state) => 'http' in probe || state === 'authenticated');
  useQuery({
    queryKey: keyOf(part),
    queryFn: ({ signal }) => ask(probe, realtime, signal),
    enabled: ready,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    // asks and keeps the answer; what the screen reads of it comes below
    notifyOnChangeProps: [],
  });
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(({ query }) => query.queryKey[0] === 'optionalPart' && query.queryKey[1] === part && onChange()),
    [client, part],
  );
  return useSyncExternalStore(subscribe, () => pick(stateOf(client.getQueryState<PartAnswer>(keyOf(part)))));
}

const same = (state: PartState) => state;
const shown = (state: PartState) => state !== 'unavailable';

/** The part's state: still asking ('pending') or the server's answer. */
export const usePart = (part: OptionalPart): PartState => usePartPick(part, same);

/** Whether the part shows: while its probe is asked, and whenever the server has not said it lacks it. */
export const usePartShown = (part: OptionalPart): boolean => usePartPick(part, shown);
