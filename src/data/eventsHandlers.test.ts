import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeachEvent } from '../api/types';
import { eventToFormValues } from './eventForm';

vi.mock('../api/events', () => ({
  listEvents: vi.fn(),
  createEvent: vi.fn(),
  updateEvent: vi.fn(),
  deleteEvent: vi.fn(),
  getEventRevenue: vi.fn(),
  createPayout: vi.fn(),
  listPayouts: vi.fn(),
}));

const api = await import('../api/events');
const { eventsHandlers, eventsMethods, payoutsHandlers } = await import('./eventsHandlers');
const { apiErrorOf } = await import('./unwrap');

const row: PeachEvent = {
  id: 'ch.bern.x',
  featured: false,
  currencies: ['CHF'],
  country: 'CH',
  city: 'Bern',
  shortName: 'X',
  longName: 'X meetup',
};

beforeEach(() => vi.clearAllMocks());

describe('events handlers', () => {
  it('getList returns every event with its count', async () => {
    vi.mocked(api.listEvents).mockResolvedValue([[row], undefined]);
    await expect(eventsHandlers.getList!('events', {})).resolves.toEqual({ data: [row], total: 1 });
  });

  it('update sends only the changed fields as multipart', async () => {
    vi.mocked(api.updateEvent).mockResolvedValue([{ ...row, longName: 'Y' }, undefined]);
    const data = { ...eventToFormValues(row), longName: 'Y' };
    await eventsHandlers.update!('events', { id: row.id, data, previousData: row });
    const [id, form] = vi.mocked(api.updateEvent).mock.calls[0];
    expect(id).toBe(row.id);
    expect([...form.keys()]).toEqual(['longName']);
  });

  it('update without a change sends nothing', async () => {
    const result = await eventsHandlers.update!('events', { id: row.id, data: eventToFormValues(row), previousData: row });
    expect(api.updateEvent).not.toHaveBeenCalled();
    expect(result.data).toEqual(row);
  });

  it('an error of the pair is thrown as an HttpError with the code and the ApiError as body', async () => {
    vi.mocked(api.deleteEvent).mockResolvedValue([undefined, { error: 'NOT_FOUND', status: 404 }]);
    const failure = await eventsHandlers.delete!('events', { id: row.id, previousData: row }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'NOT_FOUND', status: 404, body: { error: 'NOT_FOUND', status: 404 } });
    expect(apiErrorOf(failure).error).toBe('NOT_FOUND');
  });
});

describe('payouts handlers and revenue', () => {
  it('getList asks for the filtered event only, or for all', async () => {
    vi.mocked(api.listPayouts).mockResolvedValue([{ items: [], total: 0 }, undefined]);
    await payoutsHandlers.getList!('payouts', { filter: { eventId: 'ch.bern.x' }, pagination: { page: 2, perPage: 25 } });
    await payoutsHandlers.getList!('payouts', { filter: {} });
    expect(vi.mocked(api.listPayouts).mock.calls.map((c) => c[0])).toEqual([
      { eventId: 'ch.bern.x', page: 1, size: 25 },
      { eventId: undefined, page: 0, size: 25 },
    ]);
  });

  it('getEventRevenue fills missing figures with 0', async () => {
    vi.mocked(api.getEventRevenue).mockResolvedValue([{ totalTradedVolumeSats: 5 } as never, undefined]);
    await expect(eventsMethods.getEventRevenue('ch.bern.x')).resolves.toEqual({
      totalTradedVolumeSats: 5,
      totalFeeCollectedSats: 0,
      organizerPayoutShareSats: 0,
      pendingPayoutSats: 0,
    });
  });
});
