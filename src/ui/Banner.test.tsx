// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { NOTIFICATION_AUTO_CLEAR_MS } from '../domain/constants';
import { Banner, BannerProvider, useBanner, type BannerMessage } from './Banner';
import { renderInAdmin } from './testing';

let api: ReturnType<typeof useBanner>;
function Capture() {
  api = useBanner();
  return null;
}
const mount = () =>
  renderInAdmin(
    <BannerProvider>
      <Capture />
      <Banner />
    </BannerProvider>,
  );
const show = (message: BannerMessage) => act(() => api.show(message));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Banner', () => {
  it('translates a catalogue key with its arguments', () => {
    mount();
    show({ level: 'ERROR', message: 'error.UNSUPPORTED_FILE_TYPE', args: ['image/bmp'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type: image/bmp');
  });

  it('shows plain text as it is, at level OK by default, as a status', () => {
    mount();
    show({ message: 'Event created' });
    expect(screen.getByRole('status')).toHaveTextContent('Event created');
    expect(screen.getByRole('status')).toHaveAttribute('data-level', 'OK');
  });

  it.each([
    ['ERROR', 'alert'],
    ['WARN', 'alert'],
    ['OK', 'status'],
    ['INFO', 'status'],
  ] as const)('%s is a %s', (level, role) => {
    mount();
    show({ level, message: 'x' });
    expect(screen.getByRole(role)).toHaveAttribute('data-level', level);
  });

  it('clears an ERROR given a timeout after 10 s, not before', () => {
    mount();
    show({ level: 'ERROR', message: 'error.general', timeout: true });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an ERROR without a timeout', () => {
    mount();
    show({ level: 'ERROR', message: 'error.general' });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS * 3));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('lets a new message replace the old one and cancel its timer', () => {
    mount();
    show({ level: 'ERROR', message: 'first', timeout: true });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS - 1000));
    show({ level: 'WARN', message: 'second' });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
  });

  it('closes with its close button', () => {
    mount();
    show({ level: 'INFO', message: 'hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
