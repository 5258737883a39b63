import { describe, expect, it } from 'vitest';
import { push } from '../../i18n/console/push';

const en = push.en;
import { describePush, isContractId } from './pushMessage';

describe('describePush', () => {
  it.each([
    ['pwt.contract.chat', 'push.contractChat', 'New message'],
    ['pwt.contract.disputeRaised', 'push.disputeRaised', 'Dispute opened'],
    ['pwt.dispute.reminder', 'push.disputeReminder', 'A dispute needs your attention'],
  ] as const)('maps %s to %s, linking its contract', (type, key, english) => {
    expect(describePush({ type, contractId: '12-34' }, 'ignored title')).toEqual({
      key,
      contractId: '12-34',
      link: '/contract/12-34',
    });
    expect(en.push[key.slice('push.'.length) as keyof typeof en.push]).toBe(english);
  });

  it.each([
    ['pwt.case.unattended', 'firstReply', 'push.caseRule.firstReply', 'A case waits for its first reply past the threshold'],
    ['pwt.case.unattended', 'answer', 'push.caseRule.answer', 'A trader’s message waits for an answer past the threshold'],
    ['pwt.case.escalated', 'resolution', 'push.caseRuleEscalated.resolution', 'Escalated: a case waits for its resolution past twice the threshold'],
  ] as const)('names the rule a case alert (%s) crossed: %s', (type, rule, key, english) => {
    expect(describePush({ type, contractId: '12-34', rule })).toEqual({ key, contractId: '12-34', link: '/contract/12-34' });
    const [, group, name] = key.split('.') as [string, 'caseRule' | 'caseRuleEscalated', 'firstReply' | 'answer' | 'resolution'];
    expect(en.push[group][name]).toBe(english);
  });

  it('a case alert without a known rule keeps its general words', () => {
    for (const rule of [undefined, '', 'toString', '__proto__', 7, 'FIRSTREPLY']) {
      expect(describePush({ type: 'pwt.case.unattended', contractId: '12-34', rule }).key).toBe('push.caseUnattended');
      expect(describePush({ type: 'pwt.case.escalated', rule }).key).toBe('push.caseEscalated');
    }
    // a rule on another type means nothing
    expect(describePush({ type: 'pwt.contract.chat', rule: 'answer' }).key).toBe('push.contractChat');
  });

  it("shows an unknown type's own title", () => {
    expect(describePush({ type: 'custom', contractId: '313-312' }, '  Sent from the dashboard ')).toEqual({
      text: 'Sent from the dashboard',
      contractId: '313-312',
      link: '/contract/313-312',
    });
  });

  it("falls back to 'New unknown notification' without a title", () => {
    for (const title of [undefined, '', '   ', 42]) {
      expect(describePush({ type: 'something.else' }, title)).toEqual({ key: 'push.unknown', contractId: null, link: null });
    }
    expect(en.push.unknown).toBe('New unknown notification');
  });

  it('treats missing or malformed data as unknown', () => {
    for (const data of [undefined, null, 'pwt.contract.chat', 7, {}, { type: 7 }, { type: 'toString' }, { type: '__proto__' }]) {
      expect(describePush(data)).toEqual({ key: 'push.unknown', contractId: null, link: null });
    }
  });

  it('builds a link only from a valid contract id', () => {
    for (const contractId of ['12', '12-', '-34', '12-34-56', 'a-b', '12-34/../admin', ' 12-34', '12-34\n', '1_2', 1234, null]) {
      expect(describePush({ type: 'pwt.contract.chat', contractId })).toEqual({
        key: 'push.contractChat',
        contractId: null,
        link: null,
      });
    }
  });
});

describe('isContractId', () => {
  it('accepts digits-dash-digits', () => {
    expect(isContractId('14-15')).toBe(true);
    expect(isContractId('313-312')).toBe(true);
    expect(isContractId('0-0')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isContractId('PC-e-f')).toBe(false);
    expect(isContractId('１２-３４')).toBe(false); // full-width digits
    expect(isContractId(`${'1'.repeat(19)}-1`)).toBe(false);
    expect(isContractId(undefined)).toBe(false);
  });
});
