// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Title } from 'react-admin';
import { AppBar, documentTitle } from './AppBar';
import { renderInAdmin } from '../ui/testing';

afterEach(() => {
  document.title = '';
});

const appBarTitle = () => document.getElementById('react-admin-title')!;
/** What a person sees in the heading: the elements shown (jsdom applies the hiding rule's display: none). */
const visibleText = (element: Element) =>
  [...element.children]
    .filter((child) => getComputedStyle(child).display !== 'none')
    .map((child) => child.textContent)
    .join('');

describe('the app bar title', () => {
  it('shows the screen’s <Title> and names the browser tab after it', async () => {
    renderInAdmin(
      <>
        <AppBar />
        <Title title="settings.title" />
      </>,
    );
    await waitFor(() => expect(visibleText(appBarTitle())).toBe('Settings'));
    await waitFor(() => expect(document.title).toBe('Settings · Peach staff console'));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBe(appBarTitle());
  });

  it('is never an empty heading: the console’s name stands in for a screen without a title', async () => {
    renderInAdmin(<AppBar />);
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
