import { contractWithoutDispute, raiseDispute } from './disputesHelpers';
import { newEventForm, unique } from './eventsHelpers';
import { expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { createAccount, signInOwn } from './staffAccounts';

/** Banners that go, the session-ended text after a reload, unknown paths, the user search's length. */

test.describe.configure({ timeout: 120_000 });

const SESSION_ENDED = 'Your session has ended. Only one account per device can be signed in; please sign in again.';

test('an OK banner clears by itself', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/events');
  const form = newEventForm(page);
  await form.getByLabel('Country').selectOption('UK');
  await form.getByLabel('City', { exact: true }).fill('Oxford');
  await form.getByLabel('Short name', { exact: true }).fill(unique('Banner Goes'));
  await form.getByRole('button', { name: 'Create event' }).click();
  const banner = page.locator('[data-level="OK"]');
  await expect(banner).toHaveText(/Event created/);
  // OK banners go after 5 s (docs/decisions/banners.md)
  await expect(banner).toBeHidden({ timeout: 8_000 });
});

test('a notification arriving over the socket waits behind an error the mediator has not closed', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/events');
  await expect(page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  // an error of the mediator's own: a logo of a refused type (checked before anything is sent)
  const form = newEventForm(page);
  await form.getByLabel('Country').selectOption('UK');
  await form.getByLabel('City', { exact: true }).fill('Cardiff');
  await form.getByLabel('Short name', { exact: true }).fill(unique('Refused'));
  await form.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await form.getByRole('button', { name: 'Create event' }).click();
  const error = page.locator('[data-level="ERROR"]');
  await expect(error).toHaveText(/Unsupported file type: application\/pdf/);

  // a trader raises a dispute: its notification must not hide the error
  const contractId = await contractWithoutDispute(page.request);
  expect(await raiseDispute(page.request, contractId)).toBe(201);
  const notification = page.locator('[data-level="INFO"]');
  await expect(page.locator('[data-level="ERROR"], [data-level="INFO"]')).toHaveCount(1);
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(notification).toContainText('Dispute opened');
});

test('a session the server ended shows the session-ended text on /login after a reload', async ({ page, request }) => {
  const account = await createAccount(request, 'ended', { isMediator: true });
  await signInOwn(page, account);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the server ends the session (a sign-out elsewhere), then the staff member reloads
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('peach.session')!) as { accessToken: string }).accessToken);
  expect((await request.get(`${seededURL}/v1/pwt/logout`, { headers: { Authorization: `Basic ${token}` } })).ok()).toBeTruthy();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  // said once: the next visit of /login starts clean
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
});

for (const path of ['/events/foo', '/escrows/abc', '/scammers/1', '/news/123', '/payouts', '/payouts/1', '/grouphug/7', '/admin/x', '/compliance/y/z', '/nowhere']) {
  test(`${path} goes to /404`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible();
  });
}

test('a user search says how many characters it needs, in English and German', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/search?tab=users&query=0');
  await expect(page.getByRole('status')).toHaveText('Type at least 4 characters of a user id, referral code or linked id to search the users.');
  await expect(page.getByText('No user matches this search.')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/search?tab=users&query=0000');
  await expect(page.getByText(/Type at least/)).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('peach.locale', 'de'));
  await page.goto('/search?tab=users&query=02');
  await expect(page.getByRole('status')).toHaveText(
    'Geben Sie mindestens 4 Zeichen einer Nutzer-ID, eines Empfehlungscodes oder einer verknüpften ID ein, um die Nutzer zu durchsuchen.',
  );
});
