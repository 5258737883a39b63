import type { MatchesAnswer, OfferSearchAnswer } from '../../src/contract';
import type * as platform from '../../src/contract/platform';
import { emptyURL, expect, expectAccessible, signIn, test } from './fixtures';
import { apiReader, methodNameEn } from './lookupHelpers';

type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

const hex = (id: string) => Number(id).toString(16).toUpperCase();

test('a mediator opens a sell offer by its P‑HEX id and sees its details and matches', async ({ page, request }) => {
  // a funded sell offer with matches, as the seed has them
  const api = await apiReader(request);
  const found = await api.post<Wire<OfferSearchAnswer>>('/pwt/offer/search?size=40', { type: 'ask', online: true });
  let offer: Wire<platform.SellOffer> | undefined;
  let matches: Wire<MatchesAnswer> | undefined;
  for (const row of found.offers) {
    const answer = await api.get<Wire<MatchesAnswer>>(`/pwt/offer/${row.id}/matches?size=25`);
    if (row.type === 'ask' && answer.totalMatches > 0 && row.funding.status === 'FUNDED') {
      offer = row as unknown as Wire<platform.SellOffer>;
      matches = answer;
      break;
    }
  }
  expect(offer, 'a seeded sell offer with matches').toBeDefined();
  const { id, user: { id: userId } } = offer!;
  const matchCount = matches!.totalMatches;

  await signIn(page, 'mediator');
  await page.goto('/offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Offer' })).toBeVisible();
  await expect(page.getByText('Enter an offer ID to see its details and matches.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Offer ID (P‑48 or 72)' }).fill(`P‑${hex(id)}`);
  await page.getByRole('textbox', { name: 'Offer ID (P‑48 or 72)' }).press('Enter');

  await expect(page).toHaveURL(new RegExp(`/offer/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Offer P‑${hex(id)}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.locator('[data-field="type"]')).toHaveText('Sell');
  await expect(details.locator('[data-field="escrow"]')).toHaveText(offer!.escrow!);
  await expect(details.locator('[data-field="fundingStatus"]')).toHaveText('Funded');
  const owner = details.getByRole('link', { name: `Peach${userId.slice(0, 8)}` });
  await expect(owner).toHaveAttribute('href', `/user/${userId}`);

  const table = page.getByRole('table', { name: new RegExp(`^Matches \\(${matchCount}\\)`) });
  await expect(table.getByRole('row')).toHaveCount(Math.min(matchCount, 25) + 1);
  const first = matches!.matches[0];
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: `P‑${hex(first.offerId)}` })).toHaveAttribute('href', `/offer/${first.offerId}`);
  await expect(row.getByRole('link', { name: `Peach${first.user.id.slice(0, 8)}` })).toHaveAttribute('href', `/user/${first.user.id}`);
  const [currency, methods] = Object.entries(first.meansOfPayment)[0];
  await expect(row).toContainText(methodNameEn(methods[0]));
  await expect(row).toContainText(currency);
  await expect(row).toContainText(first.unavailable.exceedsLimit.length ? /Unavailable: / : /Available/);
  await expectAccessible(page);
});

test('a buy offer shows its range and no escrow; a match opens its own offer', async ({ page, request }) => {
  const api = await apiReader(request, 'maintainer');
  const found = await api.post<Wire<OfferSearchAnswer>>('/pwt/offer/search?size=10', { type: 'bid', online: true });
  const buy = found.offers.find((row) => row.type === 'bid' && row.amount[0] !== row.amount[1])!;
  const matches = await api.get<Wire<MatchesAnswer>>(`/pwt/offer/${buy.id}/matches?size=1`);
  expect(matches.totalMatches, 'the seeded buy offer has matches').toBeGreaterThan(0);

  await signIn(page, 'maintainer');
  await page.goto(`/offer/${buy.id}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.locator('[data-field="type"]')).toHaveText('Buy');
  await expect(details.locator('[data-field="amount"]')).toHaveText(/^[\d ]+ – [\d ]+$/);
  await expect(details.locator('[data-field="escrow"]')).toHaveText('None (buy offers have no escrow)');

  const other = matches.matches[0].offerId;
  await page.getByRole('table', { name: /^Matches/ }).getByRole('link', { name: `P‑${hex(other)}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/offer/${other}$`));
  await expect(page.getByRole('region', { name: 'Details' }).locator('[data-field="type"]')).toHaveText('Sell');
  await expect(page.getByRole('textbox', { name: 'Offer ID (P‑48 or 72)' })).toHaveValue(`P‑${hex(other)}`);
});

test('a text that names no offer is refused, and an unknown offer says so', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/offer');
  const field = page.getByRole('textbox', { name: 'Offer ID (P‑48 or 72)' });
  await field.fill('not an id');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Enter an offer ID such as P‑48 or 72')).toBeVisible();
  await expect(page).toHaveURL(/\/offer$/);
  await expect(field).toHaveValue('not an id');

  await field.fill('999999');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/offer\/999999$/);
  await expect(page.getByText('There is no offer P‑F423F.')).toBeVisible();
  await expectAccessible(page);
});

test('on an empty platform an offer id finds nothing', async ({ page }) => {
  await signIn(page, 'mediator', emptyURL);
  await page.goto(`${emptyURL}/offer/P-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer P‑1' })).toBeVisible();
  await expect(page.getByText('There is no offer P‑1.')).toBeVisible();
});

test('an analyst typing /offer sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/offer/72');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toHaveCount(0);
});
