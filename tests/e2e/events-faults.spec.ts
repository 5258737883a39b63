import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { createEventOverApi, eventRow, newEventForm, unique } from './eventsHelpers';
import { errors } from '../../i18n/first/errors';

/**
 * The events screen when its calls fail (only here do calls fail on purpose): the banner names
 * the error, translated when the catalogue knows the code, and the input stays.
 */

const texts = errors.en.error;
/** What the banner should say for a code: its catalogue text, else the general one (spec §8). */
const bannerFor = (code: string): string => (texts as Record<string, unknown>)[code] as string ?? texts.general;

const FAULTS: { name: string; text: string; answer: (route: Route) => Promise<void> }[] = [
  { name: '500', text: bannerFor('INTERNAL_SERVER_ERROR'), answer: (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }) },
  { name: '429', text: 'You made too many requests. Please try again later.', answer: (r) => r.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"TOO_MANY_REQUESTS"}' }) },
  { name: 'a network failure', text: bannerFor('NETWORK_ERROR'), answer: (r) => r.abort('failed') },
];

async function openEvents(page: Page) {
  await signIn(page, 'maintainer');
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
}

for (const fault of FAULTS) {
  test(`creating an event answered by ${fault.name} shows the error and keeps the form`, async ({ page }) => {
    await openEvents(page);
    await page.route('**/v1/events', (route) => (route.request().method() === 'POST' ? fault.answer(route) : route.fallback()));
    const shortName = unique('Fault Create');
    const form = newEventForm(page);
    await form.getByLabel('Country').selectOption('UK');
    await form.getByLabel('City', { exact: true }).fill('York');
    await form.getByLabel('Short name', { exact: true }).fill(shortName);
    await form.getByLabel('Long name (optional)').fill('Kept after the failure');
    await form.getByRole('button', { name: 'Create event' }).click();

    await expect(page.getByRole('alert').filter({ hasText: fault.text })).toBeVisible();
    await expect(form.getByLabel('Short name', { exact: true })).toHaveValue(shortName);
    await expect(form.getByLabel('City', { exact: true })).toHaveValue('York');
    await expect(form.getByLabel('Long name (optional)')).toHaveValue('Kept after the failure');
    await expect(form.getByLabel('Country')).toHaveValue('UK');
  });

  test(`saving an inline edit answered by ${fault.name} shows the error and keeps the edit`, async ({ page }) => {
    const event = await createEventOverApi(page.request, { shortName: unique('Fault Edit'), longName: 'Original' });
    await openEvents(page);
    await page.route('**/v1/events/*', (route) => (route.request().method() === 'PATCH' ? fault.answer(route) : route.fallback()));
    const row = eventRow(page, event.id);
    await row.getByRole('button', { name: `Edit ${event.shortName}` }).click();
    await row.getByLabel('Long name').fill('Edited but not saved');
    await row.getByRole('button', { name: `Save changes to ${event.shortName}` }).click();

    await expect(page.getByRole('alert').filter({ hasText: fault.text })).toBeVisible();
    await expect(row.getByLabel('Long name')).toHaveValue('Edited but not saved');
  });
}

// Spec review: a logo the server refuses names the type (or limit) from its answer, not an empty placeholder.
for (const refusal of [
  { status: 400, body: { error: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type: image/x-icon' }, text: 'Unsupported file type: image/x-icon' },
  { status: 413, body: { error: 'FILE_TOO_LARGE', message: 'File is too large. Max allowed size is 5.00MB' }, text: 'File is too large. Max allowed size is 5.00MB' },
]) {
  test(`a logo the server refuses with ${refusal.status} ${refusal.body.error} is named in the banner`, async ({ page }) => {
    await openEvents(page);
    await page.route('**/v1/events', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: refusal.status, contentType: 'application/json', body: JSON.stringify(refusal.body) }) : route.fallback(),
    );
    const form = newEventForm(page);
    await form.getByLabel('Country').selectOption('UK');
    await form.getByLabel('City', { exact: true }).fill('Bath');
    await form.getByLabel('Short name', { exact: true }).fill(unique('Server Refusal'));
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal.text })).toHaveText(refusal.text);
    await expect(form.getByLabel('City', { exact: true })).toHaveValue('Bath');
  });
}

// A data call answered 401 mid-session: react-admin signs out, and the message survives onto /login.
test('a lost session shows its message on the sign-in page', async ({ page }) => {
  await openEvents(page);
  await page.route('**/v1/events/payouts*', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"AUTHENTICATION_FAILURE"}' }));
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption('be.antwerp.belgian-btc-embassy');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(texts.AUTHENTICATION_FAILURE);
});
