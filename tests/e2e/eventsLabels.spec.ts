import { createEventOverApi, eventRow, newEventForm, unique } from './eventsHelpers';
import { expect, signIn, test } from './fixtures';

/** The events screen reads right: Featured in words, the long name clear of the actions column, the platform's countries in each language. */

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

/** The platform's ten event countries (BitcoinEvent.country: UK, not GB), sorted by name in each language. */
const COUNTRY_LISTS = {
  en: ['Belgium (BE)', 'Finland (FI)', 'France (FR)', 'Germany (DE)', 'Italy (IT)', 'Latvia (LV)', 'Netherlands (NL)', 'Spain (ES)', 'Sweden (SE)', 'United Kingdom (UK)'],
  de: ['Belgien (BE)', 'Deutschland (DE)', 'Finnland (FI)', 'Frankreich (FR)', 'Italien (IT)', 'Lettland (LV)', 'Niederlande (NL)', 'Schweden (SE)', 'Spanien (ES)', 'Vereinigtes Königreich (UK)'],
};

for (const [locale, label, names] of [
  ['en', /^Country/, COUNTRY_LISTS.en],
  ['de', /^Land/, COUNTRY_LISTS.de],
  ['de-CH', /^Land/, COUNTRY_LISTS.de],
] as const) {
  test(`the country list of a new event holds the platform's ten countries, named in ${locale}`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('peach.locale', chosen), locale);
    await signIn(page, 'maintainer');
    await page.goto('/events');
    const country = page.getByRole('combobox', { name: label });
    await expect(country.locator('option:not([value=""])')).toHaveText([...names]);
    await expect(country.locator('option[value="GB"], option[value="CH"]')).toHaveCount(0);
    await country.selectOption('UK');
    await expect(country).toHaveValue('UK');
  });
}
