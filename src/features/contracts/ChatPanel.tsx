import { useMemo, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { TradeParticipant } from '../../contract/trade';
import { useRealtimeActions, useRealtimeState } from '../../realtime/RealtimeProvider';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { SectionCard } from '../../ui/SectionCard';
import { SavedResponses } from './SavedResponses';
import { useContractChat } from './useContractChat';

/**
 * The chat of the case: the log, the message box and the saved responses. A message goes over
 * the socket as the platform's clients send it; while the socket is down it waits in the
 * socket's queue and is sent once when the connection is back (src/realtime/socket.ts).
 */
export function ChatPanel({ contractId, sellerId, buyerId, disputeRaisedBy, canWrite }: { contractId: string; sellerId: string; buyerId: string; disputeRaisedBy?: TradeParticipant; canWrite: boolean }) {
  const translate = useTranslate();
  const chat = useContractChat(contractId);
  const parties = useMemo(() => ({ sellerId, buyerId, disputeRaisedBy }), [sellerId, buyerId, disputeRaisedBy]);
  const { send } = useRealtimeActions();
  // drawn again when it goes on- or offline, not at each step of connecting
  const offline = useRealtimeState((state) => state !== 'authenticated');
  const [draft, setDraft] = useState('');
  const [sentCount, setSentCount] = useState(0);
  return (
    <SectionCard title={translate('contract.chat.heading')}>
      <ChatLog messages={chat.messages} parties={parties} isPending={chat.isPending} hasOlder={chat.hasOlder} loadingOlder={chat.loadingOlder} onLoadOlder={chat.loadOlder} sentCount={sentCount} />
      {canWrite && (
        <>
          <ChatComposer
            value={draft}
            onChange={setDraft}
            offline={offline}
            onSend={(message) => {
              send({ path: '/v1/contract/chat', contractId, message });
              setSentCount((n) => n + 1);
            }}
          />
          <SavedResponses onInsert={(text) => setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${text}` : text))} />
        </>
      )}
    </SectionCard>
  );
}
