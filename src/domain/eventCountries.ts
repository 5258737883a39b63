import { PLATFORM_COUNTRIES, type PlatformCountry } from '../contract/platform';

/**
 * The countries an event may have: the platform's ten (BitcoinEvent.country, TS global.ts), with
 * `UK` for the United Kingdom, not ISO's `GB` (docs/decisions/platform-shapes.md). Their names
 * are catalogue texts (`events.countries.<code>`), so the form's list reads in every language.
 */
export const EVENT_COUNTRIES: readonly PlatformCountry[] = PLATFORM_COUNTRIES;

export const isEventCountry = (code: string): code is PlatformCountry => (EVENT_COUNTRIES as readonly string[]).includes(code);

/** The catalogue key of an event country's name. */
export const eventCountryKey = (code: PlatformCountry): string => `events.countries.${code}`;
