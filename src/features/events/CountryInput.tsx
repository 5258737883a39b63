import { useMemo } from 'react';
import { useLocaleState } from 'ra-core';
import { localizedCountries } from '../../domain/countries';
import { SelectInput } from '../../ui/SelectInput';

/** The country list of spec §3 (ISO 3166-1), by name in the console's language; the value sent is the alpha-2 code. */
export function CountryInput() {
  const [locale] = useLocaleState();
  const choices = useMemo(() => localizedCountries(locale).map((country) => ({ id: country.alpha2, name: `${country.name} (${country.alpha2})` })), [locale]);
  return <SelectInput source="country" choices={choices} emptyText="events.chooseCountry" />;
}
