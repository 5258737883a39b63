// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, type DataProvider } from 'ra-core';
import type { ChatMessage } from '../../contract';
import { staleKeys } from '../../domain/disputes';
import { useContractChat } from './useContractChat';

const ID = '12-13';
const message = (minute: number, text: string): ChatMessage => ({
  roomId: `contract-${ID}`,
  from: 'seller',
  date: new Date(Date.UTC(2026, 0, 1, 10, minute)),
  message: text,
  readBy: [],
  signature: 'sig',
});

function setUp(newestPage: ChatMessage[]) {
  const client = new QueryClient();
  const getContractChatPage = vi.fn(async (_id: string, page: number) => (page === 0 ? newestPage : []));
  const dataProvider = { getContractChatPage } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={client} store={memoryStore()}>
      {children}
    </CoreAdminContext>
  );
  return { client, getContractChatPage, wrapper };
}

describe('useContractChat', () => {
  it('opens with the newest page the case asked for beside the contract: drawn once, not asked again', () => {
    const { client, getContractChatPage, wrapper } = setUp([]);
    client.setQueryData(staleKeys.contractChat(ID), [message(1, 'hello'), message(2, 'world')]);
    let draws = 0;
    const { result } = renderHook(() => (draws++, useContractChat(ID)), { wrapper });
    expect(result.current.messages.map((m) => m.message)).toEqual(['hello', 'world']);
    expect(draws).toBe(1);
    expect(getContractChatPage).not.toHaveBeenCalled();
  });

  it('keeps what a newest page showed when a re-read page no longer holds it (offsets shift)', async () => {
    const { client, wrapper } = setUp([]);
    client.setQueryData(staleKeys.contractChat(ID), [message(1, 'first'), message(2, 'second')]);
    const { result } = renderHook(() => useContractChat(ID), { wrapper });
    act(() => client.setQueryData(staleKeys.contractChat(ID), [message(2, 'second'), message(3, 'third')]));
    await waitFor(() => expect(result.current.messages.map((m) => m.message)).toEqual(['first', 'second', 'third']));
  });
  it("keeps nothing of the last case's page when the hook is given another case", async () => {
    const { client, wrapper } = setUp([]);
    client.setQueryData(staleKeys.contractChat(ID), [message(1, 'about the first case')]);
    client.setQueryData(staleKeys.contractChat('14-15'), [message(2, 'about the second case')]);
    const { result, rerender } = renderHook(({ id }) => useContractChat(id), { wrapper, initialProps: { id: ID } });
    rerender({ id: '14-15' });
    await waitFor(() => expect(result.current.messages.map((m) => m.message)).toEqual(['about the second case']));
  });
});
