import { useEffect, useState } from 'react';
import { useGetList } from 'ra-core';
import type { Payout } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';

/**
 * The payouts of one event (GET /v1/events/payouts?eventId=), or of all events when none is
 * chosen, paged on the server. "Show more" grows the list by one page (spec §9).
 */
export function usePayouts(eventId: string) {
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [eventId]);
  const query = useGetList<Payout>(
    'payouts',
    {
      pagination: { page: 1, perPage: pages * DEFAULT_PAGE_SIZE },
      sort: { field: 'date', order: 'DESC' },
      filter: eventId ? { eventId } : {},
    },
    { placeholderData: (previous) => previous },
  );
  const shown = query.data?.length ?? 0;
  return { ...query, hasMore: (query.total ?? 0) > shown, showMore: () => setPages((n) => n + 1) };
}
