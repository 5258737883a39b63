import { useEffect, useRef, useState } from 'react';
import type { CasePresence, SocketPresence, SocketPresenceSend } from '../contract/cases';
import { useRealtime } from './RealtimeProvider';

const isPresence = (message: unknown): message is SocketPresence =>
  typeof message === 'object' && message !== null && (message as { event?: unknown }).event === 'presence' && Array.isArray((message as { data?: unknown }).data);

/**
 * Who has which case open, live over the socket, while announcing this screen's own case
 * (`contractId`; null for the queue, which only listens). The announcement is sent again after
 * every (re)authentication: the sandbox forgets a connection's case when the connection drops.
 * Leaving the case (unmount) says so, so the others see the presence go at once. `enabled`:
 * false while the server's presence is not known to exist (an optional part: nothing is sent).
 */
export function useCasePresence(contractId: string | null, enabled = true): CasePresence[] {
  const { state, send, subscribe } = useRealtime();
  const [presence, setPresence] = useState<CasePresence[]>([]);
  const authenticated = useRef(false);
  authenticated.current = state === 'authenticated';

  useEffect(() => subscribe((message) => isPresence(message) && setPresence(message.data)), [subscribe]);

  useEffect(() => {
    if (state !== 'authenticated' || !enabled) return;
    send({ path: '/v1/pwt/presence', contractId } satisfies SocketPresenceSend);
  }, [state, contractId, send, enabled]);

  useEffect(
    () => () => {
      // only over a live connection: a send while closed would reopen the socket for nothing
      if (contractId && enabled && authenticated.current) send({ path: '/v1/pwt/presence', contractId: null } satisfies SocketPresenceSend);
    },
    [contractId, send, enabled],
  );
  return presence;
}

/** The staff who have `contractId` open, but `selfId`. */
export const othersOn = (presence: CasePresence[], contractId: string, selfId: string) =>
  presence.find((p) => p.contractId === contractId)?.staff.filter((s) => s.id !== selfId) ?? [];
