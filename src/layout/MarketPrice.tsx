import { lazy, Suspense, useState } from 'react';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { usePlatformInfo } from '../data/platformInfo';
import { MARKET_PRICES_KEY } from '../data/startup';
import { POLLING_INTERVAL_MS } from '../contract/constants';
import { SUPPORTED_CURRENCIES } from '../domain/currencies';
import { formatCount } from '../domain/format';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { loadChunk } from '../ui/lazyRoute';

// MUI's menu (popover, modal, focus trap) arrives when the chip is first pointed at or opened: no
// first load carries it for a choice made once
const loadMenu = () => loadChunk(() => import('./CurrencyMenu'), { english: 'console' });
const CurrencyMenu = lazy(loadMenu);

/** EUR until the staff member chooses: the currency of the default payment method (sepa, spec §9). */
export const DEFAULT_PRICE_CURRENCY = 'EUR';
/** react-admin's store (localStorage "RaStore.market.currency"): the choice is remembered. */
export const PRICE_CURRENCY_STORE_KEY = 'market.currency';

/**
 * The bitcoin price in the staff member's currency (GET /v1/market/prices, spec §7), asked again
 * every 15 s (spec §9) under the market prices key; until the first answer, start-up's copy shows.
 * The chip opens a menu of the currencies the price book has; the choice is remembered.
 */
export function MarketPrice() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { prices: startUpPrices } = usePlatformInfo();
  const [currency, setCurrency] = useStore<string>(PRICE_CURRENCY_STORE_KEY, DEFAULT_PRICE_CURRENCY);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: prices } = useQuery({
    queryKey: [MARKET_PRICES_KEY],
    queryFn: ({ signal }) => dataProvider.getMarketPrices(signal),
    refetchInterval: POLLING_INTERVAL_MS,
    placeholderData: startUpPrices,
  });
  // SAT per bitcoin is a constant, not a price
  const currencies = SUPPORTED_CURRENCIES.filter((code) => code !== 'SAT' && typeof prices?.[code] === 'number');
  const price = prices?.[currency];
  const shown = typeof price === 'number' ? formatCount(price) : undefined;

  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        label={shown ? translate('market.price', { 0: shown, 1: currency }) : translate('market.loading')}
        aria-label={shown ? translate('market.label', { 0: shown, 1: currency }) : translate('market.choose')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'price-currency-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void loadMenu().catch(() => undefined)}
        onFocus={() => void loadMenu().catch(() => undefined)}
        sx={{ mx: 1, color: 'inherit', borderColor: 'currentColor', fontVariantNumeric: 'tabular-nums' }}
      />
      {anchor && (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <CurrencyMenu
              anchor={anchor}
              currencies={currencies}
              currency={currency}
              onClose={() => setAnchor(null)}
              onChoose={(code) => {
                setAnchor(null);
                setCurrency(code);
              }}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
