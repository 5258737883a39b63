import { createEventOverApi, eventRow, newEventForm, unique } from './eventsHelpers';
import { expect, signIn, test } from './fixtures';

/** The events screen reads right: Featured in words, the long name clear of the actions column, countries in German. */

test('Featured offers Yes and No, and the long name being edited is not hidden under the actions column', async ({ page }) => {
  const event = await createEventOverApi(page.request, { shortName: unique('Labels'), longName: 'A long name that the editor must show whole' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'maintainer');
  await page.goto('/events');
  const row = eventRow(page, event.id);
  await row.getByRole('button', { name: `Edit ${event.shortName}` }).click();
  const featured = row.getByLabel('Featured');
  await expect(featured.locator('option')).toHaveText(['Yes', 'No']);
  await expect(newEventForm(page).getByLabel('Featured (optional)').locator('option')).toHaveText(['No', 'Yes']);

  // tabbing into the long name scrolls it into view: it must sit left of the sticky actions column
  const longName = row.getByLabel('Long name');
  await longName.focus();
  const field = (await longName.boundingBox())!;
  const actions = (await row.getByRole('button', { name: `Cancel editing ${event.shortName}` }).locator('xpath=ancestor::td').boundingBox())!;
  expect(field.x + field.width).toBeLessThanOrEqual(actions.x);
});

test('the country list of a new event is in German when the console is', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('peach.locale', 'de'));
  await signIn(page, 'maintainer');
  await page.goto('/events');
  const country = page.getByRole('combobox', { name: /^Land/ });
  await expect(country.locator('option[value="CH"]')).toHaveText('Schweiz (CH)');
  await expect(country.locator('option[value="DE"]')).toHaveText('Deutschland (DE)');
  await country.selectOption('AT');
  await expect(country).toHaveValue('AT');
});
