// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useNotify } from 'ra-core';
import { NOTIFICATION_AUTO_CLEAR_MS } from '../contract/constants';
import { BANNER_TIMEOUT_MS } from '../ui/bannerTiming';
import { Banner, BannerProvider } from '../ui/Banner';
import { BannerNotification } from './BannerNotification';
import { renderInAdmin } from '../ui/testing';

let notify: ReturnType<typeof useNotify>;
function Capture() {
  notify = useNotify();
  return null;
}
const mount = () =>
  renderInAdmin(
    <BannerProvider>
      <Capture />
      <BannerNotification />
      <Banner />
    </BannerProvider>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BannerNotification (react-admin notifications as the banner)', () => {
  it.each([
    ['success', 'OK', 'status'],
    ['error', 'ERROR', 'alert'],
    ['warning', 'WARN', 'alert'],
    ['info', 'INFO', 'status'],
  ] as const)('a %s notification is the %s banner', (type, level, role) => {
    mount();
    act(() => notify('events.created', { type }));
    expect(screen.getByRole(role)).toHaveAttribute('data-level', level);
    expect(screen.getByRole(role)).toHaveTextContent('Event created');
  });

  it('fills the placeholders from messageArgs', () => {
    mount();
    act(() => notify('error.UNSUPPORTED_FILE_TYPE', { type: 'error', messageArgs: { 0: 'image/bmp' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type: image/bmp');
  });

  it('clears after autoHideDuration when one is given, after the time of its kind without one, never with null', () => {
    mount();
    act(() => notify('error.general', { type: 'error', autoHideDuration: NOTIFICATION_AUTO_CLEAR_MS }));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => notify('events.created', { type: 'success' }));
    act(() => vi.advanceTimersByTime(BANNER_TIMEOUT_MS.OK - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Event created');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => notify('events.created', { type: 'success', autoHideDuration: null }));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS * 3));
    expect(screen.getByRole('status')).toHaveTextContent('Event created');
  });

  it('shows the latest of two notifications sent together', () => {
    mount();
    act(() => {
      notify('events.created', { type: 'success' });
      notify('events.deleted', { type: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Event deleted');
  });
});
