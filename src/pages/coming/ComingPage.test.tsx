// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../ui/testing';
import { NAV_ITEMS } from '../../ui/navItems';
import ComingPage from './ComingPage';
import { COMING } from '.';

describe('the coming page', () => {
  it('says which entry is coming, and the way home', () => {
    renderInAdmin(<ComingPage area="users" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users: coming soon');
    expect(screen.getByText('This screen is being built and is not part of the console yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toMatch(/\/home$/);
  });

  it('stands only for navigation entries, each at its entry\'s path', () => {
    const nav = new Map(NAV_ITEMS.map((item) => [item.area, item.to]));
    for (const { path, area } of COMING) expect(nav.get(area), area).toBe(path);
    expect(COMING.map((c) => c.area)).not.toContain('events');
  });
});
