import type { Page } from '@playwright/test';
import { emptyURL, expect, expectAccessible, seededURL, signIn, apiSession, test } from './fixtures';
import {
  createEventOverApi,
  eventRow,
  eventsTable,
  expectNoRequest,
  multipartFieldNames,
  newEventForm,
  newPayoutForm,
  pngBuffer,
  recordRequests,
  unique,
} from './eventsHelpers';
import { formatSats } from '../../src/domain/format';
import type { EventRevenue, PeachEvent } from '../../src/contract';


/** The events screen (spec §2 "Events screen") as the maintainer sees it. */

/** A seeded event every test database has. */
const SEEDED_EVENT = 'be.antwerp.belgian-btc-embassy';

async function openEvents(page: Page, base = seededURL) {
  await signIn(page, 'maintainer', base);
  await page.goto(`${base}/events`);
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
}

async function fillRequired(page: Page, city: string, shortName: string) {
  const form = newEventForm(page);
  await form.getByLabel('Country').selectOption('UK');
  await form.getByLabel('City', { exact: true }).fill(city);
  await form.getByLabel('Short name', { exact: true }).fill(shortName);
}

const isEventPost = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/v1/events';

test('creates an event from the required fields only', async ({ page }) => {
  await openEvents(page);
  const shortName = unique('Required Only');
  const form = newEventForm(page);
  await expect(form.getByLabel('Long name (optional)')).toBeVisible();
  await expect(form.getByText('accepted formats PNG, JPG, GIF, SVG')).toBeVisible();

  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);

  await fillRequired(page, 'Leeds', shortName);
  const posted = page.waitForRequest((r) => isEventPost(r.url(), r.method()));
  await form.getByRole('button', { name: 'Create event' }).click();
  expect(multipartFieldNames(await posted).sort()).toEqual(['city', 'country', 'featured', 'shortName']);

  await expect(page.getByText('Event created', { exact: true })).toBeVisible();
  const row = eventsTable(page).getByRole('row').filter({ hasText: shortName });
  await expect(row).toContainText('Leeds');
  await expect(row).toContainText('UK');
  await expect(form.getByLabel('Short name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('City', { exact: true })).toHaveValue('');
  const rows = await eventsTable(page).locator('tbody tr').count();
  await expect(page.getByRole('heading', { name: `Events (${rows})` })).toBeVisible();
});

test('creates an event with a logo and shows the logo in the table', async ({ page }) => {
  await openEvents(page);
  const shortName = unique('With Logo');
  await fillRequired(page, 'Basel', shortName);
  const form = newEventForm(page);
  await form.getByLabel('Currencies (optional)').fill('EUR, CHF');
  await form.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBuffer(16) });
  const posted = page.waitForRequest((r) => isEventPost(r.url(), r.method()));
  await form.getByRole('button', { name: 'Create event' }).click();
  // Chromium does not expose a body holding a file; the fields show in the row below instead.
  expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByText('Event created', { exact: true })).toBeVisible();
  const row = eventsTable(page).getByRole('row').filter({ hasText: shortName });
  await expect(row).toContainText('EUR, CHF');
  const logo = row.getByRole('img', { name: `Logo of ${shortName}` });
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
});

test('refuses a logo of another type or above 5 MB and sends nothing', async ({ page }) => {
  await openEvents(page);
  const posts = recordRequests(page, 'POST', /^\/v1\/events$/);
  const shortName = unique('Refused Logo');
  await fillRequired(page, 'Chur', shortName);
  const form = newEventForm(page);
  const logo = form.getByLabel('Logo (optional)');

  await logo.setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Unsupported file type: application/pdf', { exact: true })).toBeVisible();

  await logo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([pngBuffer(), Buffer.alloc(5_242_881)]) });
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('File is too large. Max allowed size is 5.00MB', { exact: true })).toBeVisible();

  await expectNoRequest(page, posts);
  await expect(form.getByLabel('Short name', { exact: true })).toHaveValue(shortName);
});

test('edits a row inline and sends only the changed fields', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Edit Me'), longName: 'Before the edit', frequency: 'monthly' });
  await openEvents(page);
  const row = eventRow(page, event.id);
  await row.getByRole('button', { name: `Edit ${event.shortName}` }).click();
  await expect(row.getByLabel('Long name')).toHaveValue('Before the edit');
  await row.getByLabel('Long name').fill('After the edit');
  await row.getByLabel('Featured').selectOption('true');

  const patched = page.waitForRequest((r) => r.method() === 'PATCH');
  await row.getByRole('button', { name: `Save changes to ${event.shortName}` }).click();
  const request = await patched;
  expect(new URL(request.url()).pathname).toBe(`/v1/events/${encodeURIComponent(event.id)}`);
  expect(multipartFieldNames(request).sort()).toEqual(['featured', 'longName']);

  await expect(page.getByText('Event updated', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Save changes to ${event.shortName}` })).toHaveCount(0);
  await expect(row).toContainText('After the edit');
  await expect(row.getByRole('img', { name: 'Featured', exact: true })).toBeVisible();
});

test('an inline edit the server refuses for its URL says so at the URL, in the rule’s words', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Bad Url') });
  await openEvents(page);
  const row = eventRow(page, event.id);
  await row.getByRole('button', { name: `Edit ${event.shortName}` }).click();
  await row.getByLabel('URL', { exact: true }).fill('ftp://example.com/meetup');
  await row.getByRole('button', { name: `Save changes to ${event.shortName}` }).click();
  await expect(row.getByText('A URL starting with http:// or https://')).toBeVisible();
  await expect(row.getByLabel('URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByLabel('URL', { exact: true })).toHaveValue('ftp://example.com/meetup');
  await expect(page.getByText('Some of the input is not valid', { exact: false })).toHaveCount(0);
});

test('cancelling an inline edit discards it and sends nothing', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Keep Me'), longName: 'Unchanged' });
  await openEvents(page);
  const patches = recordRequests(page, 'PATCH', /^\/v1\/events\//);
  const row = eventRow(page, event.id);
  await row.getByRole('button', { name: `Edit ${event.shortName}` }).click();
  await row.getByLabel('Long name').fill('Discarded');
  await row.getByRole('button', { name: `Cancel editing ${event.shortName}` }).click();

  await expect(row.getByRole('button', { name: `Edit ${event.shortName}` })).toBeVisible();
  await expect(row).toContainText('Unchanged');
  await expect(row).not.toContainText('Discarded');
  await expectNoRequest(page, patches);
});

test('deletes an event after the console’s own confirmation, which names its payouts, and refetches events and payouts', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Delete Me') });
  const { accessToken } = await apiSession(page.request, 'maintainer');
  for (const amountSats of [1000, 2500]) {
    const paid = await page.request.post(`${seededURL}/v1/events/payouts`, { headers: { Authorization: `Basic ${accessToken}` }, data: { eventId: event.id, amountSats } });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
  await openEvents(page);
  const row = eventRow(page, event.id);
  await expect(row).toBeVisible();
  // the payouts of another event are on screen, so a refetch of payouts can be seen
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption(SEEDED_EVENT);
  await expect(page.getByRole('table', { name: /^Payouts/ }).getByRole('status')).toHaveCount(0); // loaded
  const eventGets = recordRequests(page, 'GET', /^\/v1\/events$/);
  const payoutGets = recordRequests(page, 'GET', /^\/v1\/events\/payouts$/);

  // never the browser's own confirm
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${event.shortName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${event.shortName}?` });
  await expect(dialog).toContainText('It has 2 payouts (3 500 sats in all), which stay on record.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete event' }).click();

  await expect(page.getByText('Event deleted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(browserDialogs).toEqual([]);
  await expect(row).toHaveCount(0);
  await expect.poll(() => eventGets.length).toBeGreaterThan(0);
  await expect.poll(() => payoutGets.length).toBeGreaterThan(0);
});

test('the revenue card asks for an event until one is chosen, then shows its figures', async ({ page }) => {
  const { accessToken } = await apiSession(page.request, 'maintainer');
  const events = (await (await page.request.get(`${seededURL}/v1/events`)).json()) as PeachEvent[];
  let chosen: { event: PeachEvent; revenue: EventRevenue } | undefined;
  for (const event of events) {
    const response = await page.request.get(`${seededURL}/v1/events/${encodeURIComponent(event.id)}/revenue`, {
      headers: { Authorization: `Basic ${accessToken}` },
    });
    const revenue = (await response.json()) as EventRevenue;
    if (revenue.totalTradedVolumeSats > 0) {
      chosen = { event, revenue };
      break;
    }
  }
  expect(chosen, 'a seeded event with revenue').toBeDefined();
  const { event, revenue } = chosen!;

  await openEvents(page);
  const card = page.getByRole('region', { name: 'Event revenue' });
  await expect(card.getByText('–', { exact: true })).toHaveCount(4);
  await expect(card.getByText('Organizer payout share (50%)')).toBeVisible();

  await card.getByLabel('Event', { exact: true }).selectOption(event.id);
  const figure = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Total traded volume')).toHaveText(`${formatSats(revenue.totalTradedVolumeSats)} sats`);
  await expect(figure('Total fee collected')).toHaveText(`${formatSats(revenue.totalFeeCollectedSats)} sats`);
  await expect(figure('Organizer payout share (50%)')).toHaveText(`${formatSats(revenue.organizerPayoutShareSats)} sats`);
  await expect(figure('Pending payout')).toHaveText(`${formatSats(revenue.pendingPayoutSats)} sats`);
});

test('creates a payout for the chosen event and lists it', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Payout Event') });
  await openEvents(page);
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption(event.id);
  const payouts = page.getByRole('table', { name: /^Payouts/ });
  await expect(payouts.getByText('No payouts')).toBeVisible();

  const form = newPayoutForm(page);
  await expect(form.getByLabel('Event')).toHaveValue(event.id);
  const txid = `e2e${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;
  await form.getByLabel('Amount (sats)').fill('12345');
  // a new event is owed nothing yet: the form warns that this payout goes beyond it, and still sends it
  await expect(form.getByRole('status').filter({ hasText: 'This is 12 345 sats more than the event is still owed (0 sats).' })).toBeVisible();
  await form.getByLabel('BTC/LN address (optional)').fill('tb1qe2eaddressxyz');
  await form.getByLabel('TXID/LN invoice (optional)').fill(txid);
  await form.getByLabel('Date (optional)').fill('2026-03-07');
  // a payout beyond what is owed needs a confirmation that quotes the figures; going back sends nothing
  const payoutPosts = recordRequests(page, 'POST', /^\/v1\/events\/payouts$/);
  await form.getByRole('button', { name: 'Create payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay out more than the event is owed?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['This payout: 12 345 sats', 'Still owed to the event: 0 sats', 'Paid out beyond what is owed: 12 345 sats']);
  await expect(dialog).toContainText('A payout cannot be undone.');
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByLabel('Amount (sats)')).toHaveValue('12345');
  await expectNoRequest(page, payoutPosts);

  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/events/payouts');
  await form.getByRole('button', { name: 'Create payout' }).click();
  await dialog.getByRole('button', { name: 'Pay out 12 345 sats' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ eventId: event.id, amountSats: 12345, address: 'tb1qe2eaddressxyz', txid });

  await expect(page.getByText('Payout created', { exact: true })).toBeVisible();
  // the event owed nothing: the revenue card shows the overpayment, not a pending payout of 0
  const card = page.getByRole('region', { name: 'Event revenue' });
  await expect(card.getByText('Overpaid', { exact: true })).toBeVisible();
  await expect(card.locator('[data-figure="overpaidSats"]')).toHaveText('12 345 sats');
  await expect(card.getByText('Pending payout', { exact: true })).toHaveCount(0);
  const row = payouts.getByRole('row').filter({ hasText: txid });
  await expect(row).toContainText('12 345');
  await expect(row).toContainText('2026-03-07');
  await expect(row).toContainText(event.id);
  await expect(form.getByLabel('Amount (sats)')).toHaveValue('');
  await expect(form.getByLabel('TXID/LN invoice (optional)')).toHaveValue('');
});

test('the empty sandbox shows "No events", and asks for an event before listing payouts', async ({ page }) => {
  const payoutGets = recordRequests(page, 'GET', /^\/v1\/events\/payouts$/);
  await openEvents(page, emptyURL);
  await expect(page.getByRole('heading', { name: 'Events (0)' })).toBeVisible();
  await expect(eventsTable(page).getByText('No events', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose an event to see its payouts', { exact: true })).toBeVisible();
  await expectNoRequest(page, payoutGets);
});

test('the payouts of an event show a page at a time; "Show more" fetches only the next page', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Many Payouts') });
  const { accessToken } = await apiSession(page.request, 'maintainer');
  for (let i = 0; i < 27; i++) {
    const response = await page.request.post(`${seededURL}/v1/events/payouts`, {
      headers: { Authorization: `Basic ${accessToken}` },
      data: { eventId: event.id, amountSats: 1000 + i },
    });
    expect(response.ok()).toBeTruthy();
  }
  await openEvents(page);
  const gets = recordRequests(page, 'GET', /^\/v1\/events\/payouts$/);
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption(event.id);
  const payouts = page.getByRole('table', { name: 'Payouts (27)' });
  await expect(payouts.locator('tbody tr')).toHaveCount(25);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(payouts.locator('tbody tr')).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  const asked = gets.map((r) => Object.fromEntries(new URL(r.url()).searchParams));
  expect(asked).toEqual([
    { eventId: event.id, page: '0', size: '25' },
    { eventId: event.id, page: '1', size: '25' },
  ]);
});

test('the events screen has no serious accessibility violations', async ({ page }) => {
  await openEvents(page);
  await expect(eventsTable(page).locator('tbody tr').first()).not.toContainText('...');
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption(SEEDED_EVENT);
  await expect(page.getByRole('table', { name: /^Payouts/ }).getByRole('status')).toHaveCount(0);
  await expectAccessible(page);
});

// Spec §6: the events screen needs only a signed-in session; the navigation shows it to
// maintainers and mediators, and the analyst reaches it by typing the path.
for (const role of ['admin', 'mediator', 'analyst'] as const) {
  test(`${role} can open the events screen and read the seeded events`, async ({ page }) => {
    await signIn(page, role);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
    await expect(eventsTable(page).getByRole('row').filter({ hasText: 'be.antwerp.belgian-btc-embassy' })).toBeVisible();
    const navLink = page.getByRole('navigation').getByRole('link', { name: 'Events' });
    await expect(navLink).toHaveCount(role === 'analyst' ? 0 : 1);
  });
}
