// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { NOTIFICATION_AUTO_CLEAR_MS } from '../contract/constants';
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

  it('keeps a banner told to stay (timeout false)', () => {
    mount();
    show({ level: 'ERROR', message: 'error.general', timeout: false });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS * 3));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it.each([
    ['OK', 'status', 5_000],
    ['INFO', 'status', 10_000],
    ['WARN', 'alert', 10_000],
    ['ERROR', 'alert', 10_000],
  ] as const)('clears %s by itself after the time of its kind', (level, role, ms) => {
    mount();
    show({ level, message: 'x' });
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.getByRole(role)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole(role)).not.toBeInTheDocument();
  });

  it('keeps notifications waiting behind an error, then shows them in turn', () => {
    mount();
    show({ level: 'ERROR', message: 'the error' });
    show({ level: 'INFO', message: 'chat 1' });
    show({ level: 'INFO', message: 'chat 2' });
    expect(screen.getByRole('alert')).toHaveTextContent('the error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toHaveTextContent('chat 1');
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS));
    expect(screen.getByRole('status')).toHaveTextContent('chat 2');
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets an error or a confirmation replace an error at once', () => {
    mount();
    show({ level: 'ERROR', message: 'first' });
    show({ level: 'OK', message: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent('saved');
  });

  it('lets a new message replace the old one and cancel its timer', () => {
    mount();
    show({ level: 'ERROR', message: 'first', timeout: true });
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLEAR_MS - 1000));
    show({ level: 'WARN', message: 'second', timeout: 20_000 });
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
