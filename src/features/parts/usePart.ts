import { useQuery } from '@tanstack/react-query';
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

/**
 * Whether the server serves an optional part (src/contract/parts.ts), asked once per session by
 * the part's own route (sign-out clears react-query's cache, so the next session asks again).
 * A socket probe waits for the socket's sign-in.
 */
export function usePart(part: OptionalPart): PartState {
  const realtime = useRealtimeActions();
  const probe = PARTS[part].probe;
  // an HTTP probe's screen (the whole queue) is not drawn again as the socket connects
  const ready = useRealtimeState((state) => 'http' in probe || state === 'authenticated');
  const query = useQuery({
    queryKey: ['optionalPart', part],
    queryFn: ({ signal }) => ask(probe, realtime, signal),
    enabled: ready,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (query.data) return query.data;
  return query.isError ? 'available' : 'pending';
}
