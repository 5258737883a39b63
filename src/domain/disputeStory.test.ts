import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { deCH } from '../../i18n/de-CH';
import { en } from '../../i18n/en';
import { buildI18nProvider } from '../../i18n/provider';
import type { Locale } from '../../i18n/locales';
import { DISPUTE_REASONS } from '../contract/trade';
import { disputeStartedText } from '../features/contracts/disputeStarted';
import { disputeReasonText, disputeReasonWithRaiser, disputeStory } from './disputeStory';

const translatorOf = (locale: Locale) => buildI18nProvider({ en, de, 'de-CH': deCH }, locale).translate;

describe('disputeStory', () => {
  it('reads the raiser from the code: a party names its own side, and says the other does not respond', () => {
    expect(disputeStory('unresponsive.seller')).toEqual({ claim: 'unresponsive', raisedBy: 'seller', party: 'buyer' });
    expect(disputeStory('unresponsive.buyer')).toEqual({ claim: 'unresponsive', raisedBy: 'buyer', party: 'seller' });
    expect(disputeStory('noPayment.buyer')).toEqual({ claim: 'notReceived', raisedBy: 'buyer', party: 'buyer' });
    expect(disputeStory('noPayment.seller')).toEqual({ claim: 'notReceived', raisedBy: 'seller', party: 'seller' });
    expect(disputeStory('abusive')).toEqual({ claim: 'abusive', raisedBy: null, party: null });
  });

  it('takes the raiser from the dispute when it names one; nobody is said to be unresponsive by themselves', () => {
    expect(disputeStory('abusive', 'buyer')).toEqual({ claim: 'abusive', raisedBy: 'buyer', party: null });
    for (const reason of ['unresponsive.buyer', 'unresponsive.seller']) {
      for (const initiator of ['buyer', 'seller'] as const) {
        const story = disputeStory(reason, initiator)!;
        expect(story.raisedBy).toBe(initiator);
        expect(story.party).not.toBe(initiator);
      }
    }
  });

  it('knows no story for a code the platform does not have', () => {
    expect(disputeStory('somethingNew')).toBeNull();
    expect(disputeReasonText(translatorOf('en'), 'somethingNew')).toBe('somethingNew');
  });
});

describe('the reason in words', () => {
  it('says who does not respond and who raised it, in English, German and Swiss German', () => {
    expect(disputeReasonText(translatorOf('en'), 'unresponsive.seller', 'seller')).toBe('Buyer unresponsive');
    expect(disputeReasonWithRaiser(translatorOf('en'), 'unresponsive.seller', 'seller')).toBe('Buyer unresponsive (raised by the seller)');
    expect(disputeReasonWithRaiser(translatorOf('en'), 'unresponsive.buyer', 'buyer')).toBe('Seller unresponsive (raised by the buyer)');
    expect(disputeReasonWithRaiser(translatorOf('de'), 'unresponsive.seller', 'seller')).toBe('Käufer reagiert nicht (vom Verkäufer eröffnet)');
    expect(disputeReasonWithRaiser(translatorOf('de-CH'), 'noPayment.buyer', 'buyer')).toBe('Bitcoin nicht erhalten (vom Käufer eröffnet)');
  });

  it('tells the chat line the same story as the queue', () => {
    const t = translatorOf('en');
    expect(disputeStartedText(t, 'chat.systemMessage.disputeStarted.seller.unresponsive.seller', ['Peach1a2b3c4d'], 'seller')).toBe(
      'The seller (Peach1a2b3c4d) opened a dispute: “Buyer unresponsive”.',
    );
    // without the case's initiator: the code's side for a sided reason, the key's side otherwise
    expect(disputeStartedText(t, 'chat.systemMessage.disputeStarted.seller.unresponsive.buyer', ['PeachX'])).toBe('The buyer (PeachX) opened a dispute: “Seller unresponsive”.');
    expect(disputeStartedText(translatorOf('de'), 'chat.systemMessage.disputeStarted.buyer.abusive', ['PeachX'])).toBe(
      'Der Käufer (PeachX) hat einen Streitfall eröffnet: „Beleidigendes Verhalten“.',
    );
    expect(disputeStartedText(t, 'chat.systemMessage.mediatorWillJoinSoon', [])).toBeNull();
  });

  it.each(['en', 'de', 'de-CH'] as const)('the queue filter labels each code as the story tells it (%s)', (locale) => {
    const t = translatorOf(locale);
    for (const reason of DISPUTE_REASONS) expect(t(`disputes.reason.${reason}`)).toBe(disputeReasonWithRaiser(t, reason));
  });
});
