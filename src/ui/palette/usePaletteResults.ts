import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import type { OfferDetails, TradeSearchRow, UserSearchRow } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { contractDisplayId, userDisplayId } from '../../domain/disputes';
import { formatSats } from '../../domain/format';
import { offerDisplayId } from '../../domain/offers';
import { parseQuery } from '../../domain/search';
import { useStaffUser } from '../../auth/staffUser';
import { recordPath } from '../../domain/recordPaths';
import { lookupsOf, PALETTE_RESULTS, type PaletteGroup, type PaletteItem } from './paletteModel';

/** Typing pauses this long before the palette asks the server. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const FIRST_RESULTS = { pagination: { page: 1, perPage: PALETTE_RESULTS }, sort: { field: 'id', order: 'ASC' as const } };

const searchPath = (tab: 'trades' | 'users', query: string) => `/search?${new URLSearchParams({ tab, query })}`;

/**
 * The palette's look-ups of a text, through the screens' own dataProvider resources and methods
 * (trade and user search, an offer's details): contracts, users and offers as palette items, with
 * "all N in Search" when there are more. `pending` while a look-up runs, `failed` when one failed.
 */
export function usePaletteResults(query: string): { items: PaletteItem[]; lead?: PaletteGroup; pending: boolean; failed: boolean } {
  const translate = useTranslate();
  const user = useStaffUser();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const settled = useSettled(query, SEARCH_DELAY_MS);
  const lookups = lookupsOf(settled, user);

  const trades = useGetList<TradeSearchRow>('tradeSearch', { ...FIRST_RESULTS, filter: { query: lookups.trades } }, { enabled: Boolean(lookups.trades) });
  const users = useGetList<UserSearchRow>('userSearch', { ...FIRST_RESULTS, filter: { query: lookups.users } }, { enabled: Boolean(lookups.users) });
  const offer = useQuery<OfferDetails | null>({
    queryKey: ['offerDetails', 'getOfferDetails', lookups.offerId],
    queryFn: ({ signal }) =>
      dataProvider
        .getOne<OfferDetails>('offers', { id: lookups.offerId!, signal })
        .then(({ data }) => data)
        .catch((error: unknown) => {
        // an id that names no offer is no result, not a failure
        if (apiErrorOf(error).error === 'NOT_FOUND') return null;
        throw error;
      }),
    enabled: Boolean(lookups.offerId),
    retry: false,
  });

  const items: PaletteItem[] = [];
  if (lookups.trades && trades.data) {
    // the contract the text names exactly first, then those it is the start of
    const exact = parseQuery(settled).contractPrefix;
    const ranked = [...trades.data].sort((a, b) => Number(b.id === exact) - Number(a.id === exact));
    for (const t of ranked)
      items.push({
        key: `contract-${t.id}`,
        group: 'contracts',
        label: contractDisplayId(t.id),
        detail: translate('palette.contractDetail', { 0: t.id, 1: formatSats(t.amount), 2: t.currency, 3: t.tradeStatus }),
        action: { type: 'navigate', to: recordPath('contracts', t.id) },
      });
    if ((trades.total ?? 0) > trades.data.length)
      items.push({ key: 'contract-all', group: 'contracts', label: translate('palette.allInSearch', { 0: trades.total }), action: { type: 'navigate', to: searchPath('trades', lookups.trades) } });
  }
  if (lookups.users && users.data) {
    for (const u of users.data)
      items.push({
        key: `user-${u.id}`,
        group: 'users',
        label: userDisplayId(u.id),
        detail: translate('palette.userDetail', { smart_count: u.trades, 0: u.id, 1: u.trades }),
        action: { type: 'navigate', to: recordPath('users', u.id) },
      });
    if ((users.total ?? 0) > users.data.length)
      items.push({ key: 'user-all', group: 'users', label: translate('palette.allInSearch', { 0: users.total }), action: { type: 'navigate', to: searchPath('users', lookups.users) } });
  }
  if (lookups.offerId && offer.data)
    items.push({
      key: `offer-${offer.data.id}`,
      group: 'offers',
      label: offerDisplayId(offer.data.id),
      detail: translate('palette.offerDetail', { 0: translate(`offer.type.${offer.data.type}`), 1: formatSats(offer.data.amount), 2: translate(`offer.status.${offer.data.status}`) }),
      action: { type: 'navigate', to: recordPath('offers', offer.data.id) },
    });

  const running: { isFetching: boolean; isError: boolean }[] = [];
  if (lookups.trades) running.push(trades);
  if (lookups.users) running.push(users);
  if (lookups.offerId) running.push(offer);
  return {
    items,
    lead: lookups.lead,
    pending: settled !== query || running.some((q) => q.isFetching),
    failed: running.some((q) => q.isError),
  };
}
