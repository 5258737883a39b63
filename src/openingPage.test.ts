import { describe, expect, it } from 'vitest';
import type { RoleFlags } from './contract/access';
import { DisputeQueue } from './features/disputes/DisputeQueue';
import { openingPageOf, startConsole } from './openingPage';
import { ROUTE_MANIFEST } from './routeManifest';

const role = (flags: Partial<RoleFlags>): RoleFlags => ({ isAdmin: false, isMediator: false, isMaintainer: false, canSeeAnalytics: false, ...flags });
const mediator = role({ isMediator: true });
const pageAt = (path: string) => ROUTE_MANIFEST.find((route) => route.path === path)?.Page;

describe('openingPageOf', () => {
  it("is home's queue at / and /home, for the roles with the disputes area", () => {
    expect(openingPageOf('/', mediator)).toBe(DisputeQueue);
    expect(openingPageOf('/home', role({ isAdmin: true }))).toBe(DisputeQueue);
    expect(openingPageOf('/', role({ isMaintainer: true }))).toBeUndefined();
  });

  it('is the case at /contract/:id and the look-up at /contract, for the roles that read contracts', () => {
    const casePage = pageAt('/contract/:contractId?');
    expect(casePage).toBeDefined();
    expect(openingPageOf('/contract/14-15', mediator)).toBe(casePage);
    expect(openingPageOf('/contract', role({ isMaintainer: true }))).toBe(casePage);
    expect(openingPageOf('/contract/14-15', role({ canSeeAnalytics: true }))).toBeUndefined();
  });

  it('is analytics for the roles that see it', () => {
    expect(openingPageOf('/analytics', role({ canSeeAnalytics: true }))).toBe(pageAt('/analytics'));
    expect(openingPageOf('/analytics', mediator)).toBeUndefined();
  });

  it('is nothing on the other pages, and below a case', () => {
    for (const path of ['/login', '/settings', '/users', '/contract/14-15/more']) expect(openingPageOf(path, role({ isAdmin: true, canSeeAnalytics: true }))).toBeUndefined();
  });
});

describe('startConsole', () => {
  it('starts once per page load, however often the entry and the router ask for the console', () => {
    const first = startConsole('/settings', mediator);
    expect(startConsole('/settings', mediator)).toBe(first);
  });
});
