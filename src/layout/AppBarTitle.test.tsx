// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AppBarTitle, documentTitle, TITLE_ID } from './AppBarTitle';
import { PageTitle } from '../ui/PageTitle';
import { renderInAdmin } from '../ui/testing';

afterEach(() => {
  document.title = '';
});

const appBarTitle = () => document.getElementById(TITLE_ID)!;
/** What a person sees in the heading: the elements shown (jsdom applies the hiding rule's display: none). */
const visibleText = (element: Element) =>
  [...element.children]
    .filter((child) => getComputedStyle(child).display !== 'none')
    .map((child) => child.textContent)
    .join('');

describe('the app bar title', () => {
  it('is the element with react-admin’s title id, a heading', () => {
    renderInAdmin(<AppBarTitle />);
    expect(appBarTitle()).not.toBeNull();
    expect(TITLE_ID).toBe('react-admin-title');
    expect(screen.getByRole('heading', { name: 'Peach staff console' })).toBe(appBarTitle());
  });

  it('shows the title a screen portals into it and names the browser tab after it', async () => {
    renderInAdmin(
      <>
        <AppBarTitle />
        <PageTitle title="Settings" />
      </>,
    );
    await waitFor(() => expect(visibleText(appBarTitle())).toBe('Settings'));
    await waitFor(() => expect(document.title).toBe('Settings · Peach staff console'));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBe(appBarTitle());
  });

  it('is never an empty heading: the console’s name stands in for a screen without a title', async () => {
    renderInAdmin(<AppBarTitle />);
    await waitFor(() => expect(document.title).toBe('Peach staff console'));
    expect(visibleText(appBarTitle())).toBe('Peach staff console');
  });
});

describe('documentTitle', () => {
  it('puts the screen first, or the console alone', () => {
    expect(documentTitle('Events', 'Peach staff console')).toBe('Events · Peach staff console');
    expect(documentTitle('', 'Peach staff console')).toBe('Peach staff console');
  });
});
