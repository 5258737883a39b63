import { useEffect, useMemo, useRef, useState } from 'react';
import { queryOptions, useInfiniteQuery, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ChatMessage, SocketServerMessage } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { CHAT_PAGE_SIZE, POLLING_INTERVAL_MS } from '../../contract/constants';
import { chatRoomId, staleKeys } from '../../domain/disputes';
import { useRealtimeActions } from '../../realtime/RealtimeProvider';
import { mergeMessages } from './chatLog';

const isChatMessage = (message: SocketServerMessage): message is ChatMessage => typeof message === 'object' && message !== null && 'roomId' in message;

/**
 * The newest page of a case's chat, as its panel reads it and as the case asks for it beside the
 * contract (usePrefetchContractChat): asked at once, not after the case's facts have drawn the
 * panel; fresh for the refresh interval so that the panel's mount does not ask again (the socket's
 * messages and dataStale keep it current).
 */
const newestChatPage = (dataProvider: ConsoleDataProvider, contractId: string) =>
  queryOptions({
    queryKey: staleKeys.contractChat(contractId),
    queryFn: ({ signal }) => dataProvider.getContractChatPage(contractId, 0, signal),
    staleTime: POLLING_INTERVAL_MS,
  });

/** Asks for the case's newest chat page now, without drawing anything when it comes. */
export function usePrefetchContractChat(contractId: string): void {
  usePrefetchQuery(newestChatPage(useDataProvider<ConsoleDataProvider>(), contractId));
}

/**
 * The contract's chat from three sources, merged by message id:
 * - the newest page (?page=0) under the key ['contractChat', id], which the socket's dataStale
 *   refreshes (one request, not every page read so far);
 * - older pages, one more per loadOlder() ("load older adds one page"), read once and kept;
 * - messages that arrive over the socket for this room (the sandbox sends the mediator's own
 *   message back too: that is how a sent message appears).
 * Offsets shift when messages arrive, so pages may overlap: the merge shows each message once.
 */
export function useContractChat(contractId: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { subscribe } = useRealtimeActions();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [wantOlder, setWantOlder] = useState(false);

  const newest = useQuery(newestChatPage(dataProvider, contractId));
  const older = useInfiniteQuery({
    queryKey: ['contractChatOlder', contractId],
    queryFn: ({ pageParam, signal }) => dataProvider.getContractChatPage(contractId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length < CHAT_PAGE_SIZE ? undefined : all.length + 1),
    enabled: wantOlder,
    // pages once read stay as they are: re-reading hundreds of pages on focus would cost more than it shows
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // pages are never re-read, so nothing to share: comparing every message at each page is pure garbage
    structuralSharing: false,
  });

  const shownPage = useRef<ChatMessage[] | undefined>(undefined);
  useEffect(() => {
    // another case: nothing of the last one stays (at mount, nothing to clear: no render for it)
    shownPage.current = undefined;
    setLive((current) => (current.length ? [] : current));
    setWantOlder(false);
    const room = chatRoomId(contractId);
    return subscribe((message: SocketServerMessage) => {
      if (isChatMessage(message) && message.roomId === room) setLive((current) => mergeMessages(current, [message]));
    });
  }, [contractId, subscribe]);

  // a re-read newest page replaces the one before it: what that one showed stays (in live); the
  // first page read needs no copy, so a case that opens with its page at hand draws its chat once
  useEffect(() => {
    const before = shownPage.current;
    shownPage.current = newest.data;
    if (before && before !== newest.data) setLive((current) => mergeMessages(current, before));
  }, [newest.data]);

  const messages = useMemo(() => mergeMessages(...(older.data?.pages ?? []), newest.data ?? [], live), [older.data, newest.data, live]);

  const newestFull = (newest.data?.length ?? 0) >= CHAT_PAGE_SIZE;
  const hasOlder = wantOlder ? older.hasNextPage || older.isPending : newestFull;
  const loadOlder = () => {
    if (!wantOlder) setWantOlder(true);
    else if (older.hasNextPage && !older.isFetchingNextPage) void older.fetchNextPage();
  };
  return {
    messages,
    isPending: newest.isPending,
    isError: newest.isError || older.isError,
    hasOlder,
    loadingOlder: wantOlder && (older.isPending || older.isFetchingNextPage),
    loadOlder,
  };
}
