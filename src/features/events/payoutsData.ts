import type { CreateParams, GetListParams } from 'ra-core';
import { createPayout, listPayouts } from './api';
import type { NewPayout } from '../../contract';
import { listResult, pageQuery } from '../../data/pagination';
import type { ResourceHandlers } from '../../data/handlers';
import { unwrap } from '../../data/unwrap';

/**
 * Resource `payouts` (spec §7 "Events"): the payouts of one event, paged on the server.
 * Without an event there is nothing to ask for (spec §2: "a payouts table for the selected event").
 */
export const payoutsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const eventId = (params.filter as { eventId?: string } | undefined)?.eventId;
    if (!eventId) return { data: [], total: 0 };
    return listResult(await unwrap(listPayouts({ eventId, ...pageQuery(params.pagination) }, params.signal)));
  },

  /** data: the payout record (amount a number, date a Date), from formToPayout. */
  create: async (_resource: string, params: CreateParams<NewPayout>) => ({
    data: await unwrap(createPayout(params.data as NewPayout)),
  }),
} satisfies ResourceHandlers;
