import type { DisputeOutcome } from './trade';

/**
 * The decision notice both traders receive in the case's chat (a system message written in the
 * resolution's own transaction). It speaks to traders, not staff, so it is in the trader's
 * language whatever the console's, and the sandbox writes it: its catalogue lives here, in the
 * one module both sides import, and the console's confirmation shows exactly this text.
 * German for de and de-*, English for every other language.
 */

export const NOTICE_LANGUAGES = ['en', 'de'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** GET /v1/pwt/contract/:id/noticeLanguages: the language of each trader's notice. */
export interface NoticeLanguages {
  buyer: NoticeLanguage;
  seller: NoticeLanguage;
}

/** A trader's language tag ("de-CH", "fr", null) → the notice's language. */
export function noticeLanguageOf(tag: string | null | undefined): NoticeLanguage {
  return /^de(?:[-_]|$)/i.test(tag ?? '') ? 'de' : 'en';
}

export interface NoticeFacts {
  outcome: DisputeOutcome;
  buyerSats: number;
  sellerSats: number;
  buyerFeeSats: number;
  sellerFeeSats: number;
  reason: string;
  /** the mediator's own sentence, if any */
  addition?: string | null;
}

interface NoticeTexts {
  heading: string;
  outcome: Record<DisputeOutcome, string>;
  /** $0 buyer's sats, $1 seller's sats */
  receives: string;
  /** $0 the buyer's sats once the seller releases */
  onRelease: string;
  nothingMoves: string;
  /** $0 buyer's fee, $1 seller's fee */
  fees: string;
  reason: string;
  sats: string;
  /** the digit group separator */
  group: string;
}

export const NOTICE_TEXTS: Record<NoticeLanguage, NoticeTexts> = {
  en: {
    heading: 'Decision on your dispute',
    outcome: {
      buyerWins: 'The mediator decided the dispute in favour of the buyer.',
      sellerWins: 'The mediator decided the dispute in favour of the seller.',
      cancelTrade: 'The mediator cancelled the trade; the escrow goes back to the seller.',
      payOutBuyer: 'The mediator asked the seller to release the escrow to the buyer.',
      none: 'The mediator decided that the trade goes on.',
    },
    receives: 'The buyer receives $0, the seller receives $1.',
    onRelease: 'Once the seller releases, the buyer receives $0.',
    nothingMoves: 'No sats move now.',
    fees: 'Trading fees: $0 from the buyer, $1 from the seller.',
    reason: 'Reason:',
    sats: 'sats',
    group: ',',
  },
  de: {
    heading: 'Entscheidung zu deinem Streitfall',
    outcome: {
      buyerWins: 'Der Mediator hat den Streitfall zugunsten des Käufers entschieden.',
      sellerWins: 'Der Mediator hat den Streitfall zugunsten des Verkäufers entschieden.',
      cancelTrade: 'Der Mediator hat den Handel abgebrochen; das Treuhandguthaben geht an den Verkäufer zurück.',
      payOutBuyer: 'Der Mediator hat den Verkäufer gebeten, das Treuhandguthaben an den Käufer freizugeben.',
      none: 'Der Mediator hat entschieden, dass der Handel weitergeht.',
    },
    receives: 'Der Käufer erhält $0, der Verkäufer erhält $1.',
    onRelease: 'Sobald der Verkäufer freigibt, erhält der Käufer $0.',
    nothingMoves: 'Es werden jetzt keine Sats bewegt.',
    fees: 'Handelsgebühren: $0 vom Käufer, $1 vom Verkäufer.',
    reason: 'Begründung:',
    sats: 'Sats',
    group: '.',
  },
};

/** 1234567 → "1,234,567 sats" (en) or "1.234.567 Sats" (de). */
export function noticeSats(language: NoticeLanguage, sats: number): string {
  const texts = NOTICE_TEXTS[language];
  const digits = String(Math.round(Math.abs(sats))).replace(/\B(?=(\d{3})+(?!\d))/g, texts.group);
  return `${sats < 0 ? '-' : ''}${digits} ${texts.sats}`;
}

const fill = (text: string, ...args: string[]) => args.reduce((out, arg, i) => out.replace(`$${i}`, arg), text);

/** The notice in one language, one line per fact. */
export function decisionNotice(language: NoticeLanguage, facts: NoticeFacts): string {
  const t = NOTICE_TEXTS[language];
  const sats = (n: number) => noticeSats(language, n);
  const money =
    facts.outcome === 'payOutBuyer'
      ? fill(t.onRelease, sats(facts.buyerSats))
      : facts.buyerSats || facts.sellerSats
        ? fill(t.receives, sats(facts.buyerSats), sats(facts.sellerSats))
        : t.nothingMoves;
  const lines = [
    `${t.heading}: ${t.outcome[facts.outcome]}`,
    money,
    ...(facts.buyerFeeSats || facts.sellerFeeSats ? [fill(t.fees, sats(facts.buyerFeeSats), sats(facts.sellerFeeSats))] : []),
    `${t.reason} ${facts.reason.trim()}`,
    ...(facts.addition?.trim() ? [facts.addition.trim()] : []),
  ];
  return lines.join('\n');
}

/**
 * The notices a resolution writes: one per language the two traders read (one message when
 * both read the same), buyer's language first.
 */
export function decisionNotices(languages: { buyer: string | null | undefined; seller: string | null | undefined }, facts: NoticeFacts) {
  const wanted = [...new Set([noticeLanguageOf(languages.buyer), noticeLanguageOf(languages.seller)])];
  return wanted.map((language) => ({ language, text: decisionNotice(language, facts) }));
}
