import { describe, expect, it } from 'vitest';
import type { RoleFlags } from '../../contract/access';
import { groupItems, lookupsOf, matchesWords, moveActive, screensFor, type PaletteItem } from './paletteModel';

const role = (flags: Partial<RoleFlags>): RoleFlags => ({ isAdmin: false, isMediator: false, isMaintainer: false, canSeeAnalytics: false, ...flags });
const mediator = role({ isMediator: true });
const maintainer = role({ isMaintainer: true });
const analyst = role({ canSeeAnalytics: true });

describe('lookupsOf', () => {
  it('a contract id, in either form, searches trades', () => {
    expect(lookupsOf('12-34', mediator)).toEqual({ trades: '12-34', lead: 'contracts' });
    expect(lookupsOf(' PC-C-22 ', mediator)).toEqual({ trades: 'PC-C-22', lead: 'contracts' });
  });

  it('a number may be a contract or an offer', () => {
    expect(lookupsOf('114', mediator)).toEqual({ trades: '114', users: '114', offerId: '114', lead: 'contracts' });
    expect(lookupsOf('P-72', mediator)).toEqual({ offerId: '114', lead: 'offers' });
  });

  it('a Peach id or hex prefix searches users and their trades', () => {
    expect(lookupsOf('Peach0213abcd', mediator)).toEqual({ trades: 'Peach0213abcd', users: 'Peach0213abcd', lead: 'users' });
    expect(lookupsOf('03ab', mediator)).toEqual({ trades: '03ab', users: '03ab', lead: 'users' });
  });

  it('a word looks for a referral code', () => {
    expect(lookupsOf('SATOSHI', mediator)).toEqual({ users: 'SATOSHI' });
    expect(lookupsOf('events', mediator)).toEqual({ users: 'events' });
    expect(lookupsOf('go to news', mediator)).toEqual({});
  });

  it('asks only what the role may open', () => {
    // a maintainer searches but cannot open a case
    expect(lookupsOf('12-34', maintainer)).toEqual({ lead: 'contracts' });
    expect(lookupsOf('Peach0213abcd', maintainer)).toEqual({ users: 'Peach0213abcd', lead: 'users' });
    expect(lookupsOf('114', analyst)).toEqual({ lead: 'contracts' });
    expect(lookupsOf('', mediator)).toEqual({});
  });
});

describe('matchesWords', () => {
  it('needs every word, in any order, without case or accents', () => {
    expect(matchesWords('Dispute queue', 'queue disp')).toBe(true);
    expect(matchesWords('Über uns', 'uber')).toBe(true);
    expect(matchesWords('Settings', 'sett x')).toBe(false);
    expect(matchesWords('Anything', '  ')).toBe(true);
  });
});

describe('screensFor', () => {
  const nav = [
    { area: 'home' as const, to: '/' },
    { area: 'news' as const, to: '/news' },
    { area: 'scammers' as const, to: '/scammers' },
  ];
  it('lists the screens the role sees, then settings', () => {
    expect(screensFor(maintainer, nav).map((s) => s.to)).toEqual(['/', '/scammers', '/settings']);
    expect(screensFor(role({ isAdmin: true }), nav).map((s) => s.to)).toEqual(['/', '/news', '/settings']);
  });
});

describe('groupItems', () => {
  it('orders the groups and leaves out empty ones', () => {
    const item = (key: string, group: PaletteItem['group']): PaletteItem => ({ key, group, label: key, action: { type: 'logout' } });
    const grouped = groupItems([item('a', 'actions'), item('u', 'users'), item('s', 'screens'), item('u2', 'users')]);
    expect(grouped.map((g) => [g.group, g.items.map((i) => i.key)])).toEqual([
      ['users', ['u', 'u2']],
      ['screens', ['s']],
      ['actions', ['a']],
    ]);
    expect(groupItems([item('a', 'actions'), item('u', 'users'), item('s', 'screens')], 'screens').map((g) => g.group)).toEqual(['screens', 'users', 'actions']);
  });
});

describe('moveActive', () => {
  it('wraps around and jumps to the ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(2, 3, 'Home')).toBe(0);
    expect(moveActive(5, 3, 'x')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
