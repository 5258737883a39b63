import { COUNTRIES } from '../../domain/countries';
import { SelectInput } from '../../ui/SelectInput';

/** The country list of spec §3 (ISO 3166-1), by name; the value sent is the alpha-2 code. */
const COUNTRY_CHOICES = COUNTRIES.map((country) => ({ id: country.alpha2, name: `${country.name} (${country.alpha2})` }));

export const CountryInput = () => <SelectInput source="country" choices={COUNTRY_CHOICES} emptyText="events.chooseCountry" />;
