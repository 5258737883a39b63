import { mediatorHeaders, ownDispute } from './contractHelpers';
import { expect, seededURL, signIn, test } from './fixtures';

/**
 * Fault tests of the case workspace: the connection drops (the browser goes offline and its open
 * socket is closed) while a mediator writes. The socket queues the message and sends it once when it is back (spec §4).
 */
test('a message sent while the socket is down waits and arrives once', async ({ page, context, request }) => {
  const contractId = await ownDispute(request, '5');
  // keep a handle on the page's sockets, to drop the open one as a broken network would
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    };
  });
  await signIn(page, 'mediator');
  await page.goto(`/contract/${contractId}`);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('A mediator will join the chat soon.')).toBeAttached();
  const offlineNote = page.getByText('Not connected: your message will be sent as soon as the connection is back.');
  await expect(offlineNote).toHaveCount(0);

  await context.setOffline(true);
  // The connection drops as a broken network drops it: the page is told at once. A plain close()
  // waits for the server's answer to the closing handshake, which the offline network may hold
  // back — then the console rightly still counted itself connected and the note never came.
  await page.evaluate(() =>
    (window as unknown as { __sockets: WebSocket[] }).__sockets.forEach((socket) => {
      socket.dispatchEvent(new CloseEvent('close', { code: 1006 }));
      socket.close();
    }),
  );
  await expect(offlineNote).toBeVisible({ timeout: 20_000 });
  const text = `Written while offline ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // still offline: the reopen the send asked for cannot connect, the message waits in the queue
  await expect(offlineNote).toBeVisible();
  const queued = await request.get(`${seededURL}/v1/pwt/contract/${contractId}/chat`, { headers: await mediatorHeaders(request) });
  expect(((await queued.json()) as { message: string }[]).some((m) => m.message === text)).toBe(false);
  await expect(log.getByText(text)).toHaveCount(0);

  await context.setOffline(false);
  await expect(log.getByText(text)).toHaveCount(1, { timeout: 20_000 });
  await expect(offlineNote).toHaveCount(0);
  const chat = await request.get(`${seededURL}/v1/pwt/contract/${contractId}/chat`, { headers: await mediatorHeaders(request) });
  const messages = (await chat.json()) as { message: string }[];
  expect(messages.filter((m) => m.message === text)).toHaveLength(1);
});
