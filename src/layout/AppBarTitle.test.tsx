// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AppBarTitle, documentTitle, TITLE_ID } from './AppBarTitle';
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

/** What a screen's title does: portals its text into the app bar's heading, found by its id. */
function ScreenTitle({ title }: { title: string }) {
  const [heading, setHeading] = useState<HTMLElement | null>(null);
  useEffect(() => setHeading(document.getElementById(TITLE_ID)), []);
  return heading ? createPortal(<span>{title}</span>, heading) : null;
}

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
        <ScreenTitle title="Settings" />
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
