import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { formatAge, formatBtc, formatDecimal, formatFiat, formatPercent, type UnitText } from '../domain/format';
import { useLanguage } from './useLanguage';

/**
 * The display formats of src/domain/format.ts bound to the staff member's language: decimal
 * separators from the locale (Intl), duration units from the catalogue (`duration.*`), so every
 * screen writes "95 808,96 HUF" and "3 Tg. 4 Std." alike in German.
 */
export function useFormats() {
  const { locale } = useLanguage();
  const translate = useTranslate();
  return useMemo(() => {
    const unitText: UnitText = (unit, count) => translate(`duration.${unit}`, { 0: count });
    return {
      locale,
      unitText,
      fiat: (amount: number, currency: string) => formatFiat(amount, currency, locale),
      btc: (sats: number) => formatBtc(sats, locale),
      percent: (fraction: number, maxDecimals?: number) => formatPercent(fraction, maxDecimals, locale),
      decimal: (n: number, decimals: number) => formatDecimal(n, decimals, locale),
      age: (ms: number) => formatAge(ms, unitText),
    };
  }, [locale, translate]);
}
