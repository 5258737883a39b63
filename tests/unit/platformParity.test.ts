import { describe, expect, it } from 'vitest';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../src/contract/trade';
import { monthsOf as consoleMonthsOf, NAMED_PERIODS, utcDay as consoleUtcDay } from '../../src/domain/analyticsPeriods';
import * as consoleBonus from '../../src/domain/bonus';
import * as consoleChat from '../../src/domain/chat';
import * as consoleDisputes from '../../src/domain/disputes';
import { EVENT_COUNTRIES } from '../../src/domain/eventCountries';
import * as consolePassword from '../../src/domain/password';
import { PAYMENT_METHODS as CONSOLE_PAYMENT_METHODS } from '../../src/domain/paymentMethods';
import * as consoleSearch from '../../src/domain/search';
import * as consoleText from '../../src/domain/userText';
import { disputeStartedText } from '../../src/features/contracts/disputeStarted';
import { NEWS_MAX } from '../../src/features/news/newsForm';
import { queryKeysForStale } from '../../src/realtime/staleKeys';
import { en } from '../../i18n/en';
import { NEWS_LIMITS } from '../../sandbox/routes/news';
import * as sandboxBonus from '../../sandbox/rules/bonus';
import { PAYMENT_METHODS as SANDBOX_PAYMENT_METHODS } from '../../sandbox/rules/catalogue';
import * as sandboxChat from '../../sandbox/rules/chat';
import * as sandboxDisputes from '../../sandbox/rules/disputes';
import { parseEventForm } from '../../sandbox/rules/events';
import * as sandboxPassword from '../../sandbox/rules/password';
import { monthsOf as sandboxMonthsOf, utcDay as sandboxUtcDay } from '../../sandbox/rules/periods';
import * as sandboxSearch from '../../sandbox/rules/search';
import * as sandboxText from '../../sandbox/rules/userText';
import { GENESIS_DAY, RIGA_2024 } from '../../sandbox/seed/tradeDates';
import { staleKeys } from '../../sandbox/socket/staleKeys';

/**
 * The platform's rules as the sandbox computes them (sandbox/rules/, its own code) held against
 * the console's reading of them (src/domain/), on the same inputs: a console that misreads the
 * platform (what a resolution pays, which text or password passes, what a search names …) fails
 * here, not in front of a mediator.
 */

describe('what a resolution does and pays', () => {
  const contracts = [
    { amount: 250_000, buyerFee: 0.02, sellerFee: 0 },
    { amount: 100_001, buyerFee: 0.015, sellerFee: 0.005 },
    // fees of half a sat and more: rounded, not cut
    { amount: 12_345, buyerFee: 0.02, sellerFee: 0.0075 },
    { amount: 33_333, buyerFee: 0, sellerFee: 0 },
    { amount: 21_000_000_00000000, buyerFee: 0.02, sellerFee: 0.01 },
  ];

  it.each(DISPUTE_OUTCOMES)('%s: who gets the escrow, who wins and loses, whether the trade goes on', (outcome) => {
    expect(sandboxDisputes.resolutionOf(outcome)).toEqual(consoleDisputes.OUTCOME_EFFECTS[outcome]);
  });

  it.each(DISPUTE_OUTCOMES)('%s: the sats each side receives and the fees kept', (outcome) => {
    for (const contract of contracts) {
      expect(sandboxDisputes.resolutionPays(contract, outcome)).toEqual(consoleDisputes.outcomePayout(contract, outcome));
    }
  });

  it('has the same longest reason, and the trade goes on exactly when the console says so', () => {
    expect(sandboxDisputes.RESOLUTION_REASON_MAX_LENGTH).toBe(consoleDisputes.RESOLUTION_REASON_MAX_LENGTH);
    for (const outcome of DISPUTE_OUTCOMES) {
      const after = sandboxDisputes.tradeAfter({ paymentMade: new Date(0) }, outcome);
      expect(after.chatActive).toBe(consoleDisputes.OUTCOME_EFFECTS[outcome].tradeContinues || consoleDisputes.OUTCOME_EFFECTS[outcome].sellerAskedToRelease);
      expect(after.released).toBe(consoleDisputes.OUTCOME_EFFECTS[outcome].escrowTo === 'buyer');
    }
  });
});

describe('text, passwords and search', () => {
  it('refuses the same characters in one-line and multi-line text', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect([code, sandboxText.lineTextProblem(text)]).toEqual([code, consoleText.lineTextProblem(text)]);
      expect([code, sandboxText.userTextProblem(text)]).toEqual([code, consoleText.userTextProblem(text)]);
    }
  });

  it('judges passwords alike, at sign-in and when set', () => {
    const passwords = [undefined, null, '', ' ', '\t\n', 'short', '1234567', '12345678', ' 1234567', 'x'.repeat(1000), 'x'.repeat(1001), 'peach-sandbox'];
    for (const password of passwords) {
      expect(sandboxPassword.signInPasswordProblem(password)).toBe(consolePassword.signInPasswordProblem(password));
      expect(sandboxPassword.newPasswordProblem(password)).toBe(consolePassword.newPasswordProblem(password));
    }
    expect([sandboxPassword.PASSWORD_MIN_LENGTH, sandboxPassword.PASSWORD_MAX_LENGTH]).toEqual([consolePassword.PASSWORD_MIN_LENGTH, consolePassword.PASSWORD_MAX_LENGTH]);
  });

  const queries = [
    '', '  313-312 ', '313-', '313', '313-3x', 'PC-139-138', 'pc‑8b‑8a', 'PC–E–F', 'PC-G-1', 'P-48', 'p‐1f', 'Peach0213abcd', 'peach', 'PEACHff',
    '0213', '021', 'abcdef12', 'ABCDEF1234', 'a'.repeat(66), 'a'.repeat(67), '02 13', '12-34-56', 'REF123', '٣١٣', 'ｐｃ-1-2',
  ];

  it('reads the same ids from a search text', () => {
    for (const query of queries) {
      const sandbox = sandboxSearch.parseQuery(query);
      const { text, contractPrefix, userPrefix } = consoleSearch.parseQuery(query);
      expect({ query, ...sandbox }).toEqual({ query, text, ...(contractPrefix ? { contractPrefix } : {}), ...(userPrefix ? { userPrefix } : {}) });
      expect(sandboxSearch.prefixEnd(query)).toBe(consoleSearch.prefixEnd(query));
    }
    expect([sandboxSearch.SEARCH_QUERY_MAX, sandboxSearch.ID_PREFIX_MIN]).toEqual([consoleSearch.SEARCH_QUERY_MAX, consoleSearch.ID_PREFIX_MIN]);
  });

  it('reads the same contract and user from the queue search', () => {
    for (const query of queries) {
      expect([query, sandboxDisputes.contractIdOf(query)]).toEqual([query, consoleDisputes.contractIdOf(query)]);
      expect([query, sandboxDisputes.userIdPrefixOf(query)]).toEqual([query, consoleDisputes.userIdPrefixOf(query)]);
    }
  });
});

describe('bonus points, periods and the demo dates', () => {
  it('values bonus points alike', () => {
    expect(sandboxBonus.SATS_PER_BONUS_POINT).toBe(consoleBonus.SATS_PER_BONUS_POINT);
    for (const points of [0, 1, 21, 2100, 123_456]) expect(sandboxBonus.bonusSats(points)).toBe(consoleBonus.bonusSats(points));
  });

  it('cuts ranges into the same months, and the same UTC days', () => {
    const ranges = [
      { start: '2026-01-01', end: '2026-01-31' },
      { start: '2026-10-27', end: '2026-12-03' },
      { start: '2023-12-31', end: '2024-03-01' },
      { start: '2024-02-29', end: '2024-02-29' },
      { start: '2022-09-01', end: '2026-01-15' },
    ];
    for (const range of ranges) expect(sandboxMonthsOf(range)).toEqual(consoleMonthsOf(range));
    for (const ms of [0, 1_700_000_000_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999)]) expect(sandboxUtcDay(new Date(ms))).toBe(consoleUtcDay(new Date(ms)));
  });

  it("seeds its history from the console's genesis and Riga presets", () => {
    expect(GENESIS_DAY).toBe(NAMED_PERIODS.genesis.start);
    expect([...RIGA_2024]).toEqual([NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end]);
  });
});

/** A catalogue text by its dot path, or undefined. */
const textOf = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

/** English as the console translates it: the text of a key, else the `_` default, else the key itself. */
const translateEn = (key: string, options?: { _?: string }): string => {
  const text = textOf(key);
  return typeof text === 'string' ? text : (options?._ ?? key);
};

describe('chat and the socket', () => {
  it("writes system messages the console reads and has texts for", () => {
    const messages = [
      sandboxChat.MEDIATOR_WILL_JOIN,
      ...DISPUTE_OUTCOMES.map(sandboxChat.outcomeSystemMessage),
      ...TRADE_PARTICIPANTS.flatMap((side) => DISPUTE_REASONS.map((reason) => sandboxChat.disputeStartedSystemMessage(side, reason, '02abcdef1234'))),
    ];
    for (const message of messages) {
      const read = consoleChat.systemMessageOf(message);
      expect(read, message).not.toBeNull();
      if (read!.key.startsWith('chat.systemMessage.disputeStarted.')) {
        // the dispute-started line is told from its parts (who raised it, the claim), not one key each
        const text = disputeStartedText(translateEn as never, read!.key, read!.args);
        expect(text, read!.key).toEqual(expect.any(String));
        expect(text, read!.key).not.toMatch(/(chat|contract|disputes)\.[a-zA-Z]+\./);
        continue;
      }
      expect(typeof textOf(read!.key), read!.key).toBe('string');
    }
    for (const side of TRADE_PARTICIPANTS) {
      for (const reason of DISPUTE_REASONS) {
        expect(sandboxChat.disputeStartedSystemMessage(side, reason, '02abcdef1234')).toBe(consoleChat.disputeStartedSystemMessage(side, reason, '02abcdef1234'));
      }
    }
  });

  it('names rooms and bounds messages alike', () => {
    expect(sandboxChat.chatRoomId('12-34')).toBe(consoleDisputes.chatRoomId('12-34'));
    expect(sandboxChat.CHAT_MESSAGE_MAX_LENGTH).toBe(consoleDisputes.CHAT_MESSAGE_MAX_LENGTH);
  });

  it("sends dataStale keys whose records the console refreshes", () => {
    expect(queryKeysForStale(staleKeys.disputes())).toEqual([['disputes']]);
    for (const key of [staleKeys.contract('12-34'), staleKeys.contractChat('12-34'), staleKeys.disputeHistory('02ab')]) {
      // the key itself and the react-admin resource that holds the same record
      expect(queryKeysForStale(key).length, key.join()).toBe(2);
    }
  });
});

describe('published data', () => {
  it('lists every payment method of the catalogue', () => {
    expect(SANDBOX_PAYMENT_METHODS.map((m) => m.id)).toEqual([...CONSOLE_PAYMENT_METHODS]);
  });

  it("accepts exactly the console's event countries", () => {
    for (const country of [...EVENT_COUNTRIES, 'GB', 'CH', 'US', 'lv']) {
      const form = new Map<string, FormDataEntryValue[]>([['country', [country]], ['city', ['Riga']], ['shortName', ['BH']]]);
      const accepted = (() => {
        try {
          return Boolean(parseEventForm(form, 'create'));
        } catch {
          return false;
        }
      })();
      expect([country, accepted]).toEqual([country, (EVENT_COUNTRIES as readonly string[]).includes(country.toUpperCase())]);
    }
  });

  it("bounds news as the console's form does", () => {
    expect(NEWS_LIMITS).toEqual(NEWS_MAX);
  });
});
