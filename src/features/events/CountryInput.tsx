import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { EVENT_COUNTRIES, eventCountryKey } from '../../domain/eventCountries';
import { SelectInput } from '../../ui/SelectInput';

/**
 * The event's country: the platform's ten (BitcoinEvent.country; `UK`, not `GB`), named by the
 * catalogue in the console's language and sorted for it; the value sent is the platform's code.
 */
export function CountryInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const choices = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return EVENT_COUNTRIES.map((code) => ({ id: code, name: `${translate(eventCountryKey(code))} (${code})` })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale, translate]);
  return <SelectInput source="country" choices={choices} emptyText="events.chooseCountry" />;
}
