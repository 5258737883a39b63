// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Banner, BannerProvider, useBanner } from '../ui/Banner';
import { renderInAdmin } from '../ui/testing';
import type { PushListener, PushSession } from './push';
import { PushNotifications } from './PushNotifications';
import type { PushConfig } from './pushConfig';

const config: PushConfig = {
  apiKey: 'key',
  projectId: 'peach-staff',
  messagingSenderId: '123',
  appId: '1:123:web:abc',
  vapidKey: 'vapid',
};

/** A stand-in for `import('./push')` that hands the test the listener. */
function fakePush() {
  const stop = vi.fn();
  let listener: PushListener = () => undefined;
  const startPush = vi.fn(async (_config: PushConfig, next: PushListener): Promise<PushSession> => {
    listener = next;
    return { token: 'token', stop };
  });
  const load = vi.fn(async () => ({ startPush }));
  return { load, startPush, stop, deliver: (data?: Record<string, string>, title?: string) => act(() => listener(data, title)) };
}

let bannerApi: ReturnType<typeof useBanner>;
function CaptureBanner() {
  bannerApi = useBanner();
  return null;
}

const mount = (props: Parameters<typeof PushNotifications>[0]) =>
  renderInAdmin(
    <BannerProvider>
      <CaptureBanner />
      <Banner />
      <PushNotifications {...props} />
    </BannerProvider>,
  );

describe('PushNotifications', () => {
  it('loads nothing and renders nothing without a config', () => {
    const push = fakePush();
    const { container } = mount({ config: null, load: push.load });
    expect(push.load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('starts push with the config and shows a known message as an INFO banner with a contract link', async () => {
    const push = fakePush();
    mount({ config, load: push.load });
    await waitFor(() => expect(push.startPush).toHaveBeenCalledWith(config, expect.any(Function)));

    push.deliver({ type: 'pwt.contract.disputeRaised', contractId: '12-34' }, 'Title from the server');
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('data-level', 'INFO');
    expect(banner).toHaveTextContent('Dispute opened');
    const link = await screen.findByRole('link', { name: 'Open contract 12-34' });
    // renderInAdmin's router is react-admin's hash router; the console's is a browser router
    expect(link.getAttribute('href')).toMatch(/^#?\/contract\/12-34$/);

    fireEvent.click(link);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows an unknown type's title, or 'New unknown notification'", async () => {
    const push = fakePush();
    mount({ config, load: push.load });
    await waitFor(() => expect(push.startPush).toHaveBeenCalled());

    push.deliver({ type: 'custom' }, 'Maintenance tonight');
    expect(screen.getByRole('status')).toHaveTextContent('Maintenance tonight');
    push.deliver(undefined, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('New unknown notification');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers no link for a malformed contract id', async () => {
    const push = fakePush();
    mount({ config, load: push.load });
    await waitFor(() => expect(push.startPush).toHaveBeenCalled());

    push.deliver({ type: 'pwt.contract.chat', contractId: '../admin' });
    expect(screen.getByRole('status')).toHaveTextContent('New message');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('drops the link when its banner is closed or replaced', async () => {
    const push = fakePush();
    mount({ config, load: push.load });
    await waitFor(() => expect(push.startPush).toHaveBeenCalled());

    push.deliver({ type: 'pwt.contract.chat', contractId: '1-2' });
    await screen.findByRole('link', { name: 'Open contract 1-2' });
    act(() => bannerApi.show({ level: 'ERROR', message: 'error.general' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    // a notification waits behind the error (src/ui/bannerTiming.ts), then shows with its link
    push.deliver({ type: 'pwt.dispute.reminder', contractId: '3-4' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('link', { name: 'Open contract 3-4' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('stops push when unmounted (signed out)', async () => {
    const push = fakePush();
    const view = mount({ config, load: push.load });
    await waitFor(() => expect(push.startPush).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    view.unmount();
    expect(push.stop).toHaveBeenCalledTimes(1);
  });

  it('does not start push when unmounted while Firebase loads', async () => {
    const push = fakePush();
    let loaded: (value: Awaited<ReturnType<typeof push.load>>) => void = () => undefined;
    const load = () => new Promise<Awaited<ReturnType<typeof push.load>>>((resolve) => (loaded = resolve));
    mount({ config, load }).unmount();
    await act(async () => loaded({ startPush: push.startPush }));
    expect(push.startPush).not.toHaveBeenCalled();
  });

  it('stops push that finishes starting after the unmount', async () => {
    const stop = vi.fn();
    let started: (session: PushSession) => void = () => undefined;
    const startPush = vi.fn(() => new Promise<PushSession>((resolve) => (started = resolve)));
    const view = mount({ config, load: async () => ({ startPush }) });
    await waitFor(() => expect(startPush).toHaveBeenCalled());
    view.unmount();
    await act(async () => started({ token: null, stop }));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('logs a failed chunk load and stays quiet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch dynamically imported module');
    const { container } = mount({ config, load: () => Promise.reject(failure) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[push] could not load', failure));
    expect(container).toBeEmptyDOMElement();
    warn.mockRestore();
  });
});
