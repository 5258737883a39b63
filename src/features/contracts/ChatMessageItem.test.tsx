// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import type { ChatMessage, ChatSide } from '../../contract';
import { loadCatalogue } from '../../ui/catalogues';
import { renderInAdmin } from '../../ui/testing';
import { ChatMessageItem } from './ChatMessageItem';

type Shown = { message: ChatMessage; side: ChatSide };
const message = (side: ChatSide, text: string): Shown => ({
  side,
  message: {
    roomId: 'contract-14-15',
    from: side === 'system' ? 'system' : 'someone',
    date: new Date(2026, 0, 2, 9, 5),
    message: text,
    readBy: [],
    signature: '',
  },
});

const show = (m: Shown, locale: Locale = 'en') => renderInAdmin(<ChatMessageItem message={m.message} side={m.side} />, { locale });

describe('a chat message', () => {
  it('renders a system message from its key and :: arguments, in the staff member’s language', async () => {
    await loadCatalogue('de');
    const { container } = show(message('system', 'chat.systemMessage.disputeStarted.seller.noPayment.seller::Peach1a2b3c4d'), 'de');
    expect(screen.getByText('Der Verkäufer (Peach1a2b3c4d) hat einen Streitfall eröffnet: „Zahlung nicht erhalten“.')).toBeTruthy();
    expect(container.querySelector('article p')?.textContent).toBe('System · 09:05');
  });

  it('names the party who does not respond as the queue does: the raiser\'s counterparty', () => {
    renderInAdmin(
      <ChatMessageItem message={message('system', 'chat.systemMessage.disputeStarted.seller.unresponsive.seller::Peach1a2b3c4d').message} side="system" disputeRaisedBy="seller" />,
    );
    expect(screen.getByText('The seller (Peach1a2b3c4d) opened a dispute: “Buyer unresponsive”.')).toBeTruthy();
  });

  it('calls a sender who is neither party "peach mediator"', () => {
    const { container } = show(message('mediator', 'Hello'));
    expect(container.querySelector('article p')?.textContent).toBe('peach mediator · 09:05');
  });

  it('shows hostile text as typed: no element, no link', () => {
    const { container } = show(message('buyer', '<img src=x onerror=alert(1)> https://evil.example'));
    expect(screen.getByText('<img src=x onerror=alert(1)> https://evil.example')).toBeTruthy();
    expect(container.querySelector('img, a')).toBeNull();
  });

  it('shows an unknown system key as it came', () => {
    show(message('system', 'chat.systemMessage.somethingNew::x'));
    expect(screen.getByText('chat.systemMessage.somethingNew::x')).toBeTruthy();
  });
});
