import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeachEvent } from '../../contract';

vi.mock('./api', () => ({
  listEvents: vi.fn(),
  createEvent: vi.fn(),
  updateEvent: vi.fn(),
  deleteEvent: vi.fn(),
  getEventRevenue: vi.fn(),
  createPayout: vi.fn(),
  listPayouts: vi.fn(),
}));

const api = await import('./api');
const { eventsHandlers, eventsMethods } = await import('./data');
const { payoutsHandlers } = await import('./payoutsData');
const { apiErrorOf } = await import('../../data/unwrap');

const row: PeachEvent = {
  id: 'ch.bern.x',
  featured: false,
  currencies: ['CHF'],
  country: 'UK',
  city: 'Bern',
  shortName: 'X',
  longName: 'X meetup',
};

beforeEach(() => vi.clearAllMocks());

describe('events handlers', () => {
  it('getList returns every event with its count', async () => {
    vi.mocked(api.listEvents).mockResolvedValue([[row], undefined]);
    await expect(eventsHandlers.getList('events', {})).resolves.toEqual({ data: [row], total: 1 });
  });

  it('create sends the record as multipart, currencies repeated', async () => {
    vi.mocked(api.createEvent).mockResolvedValue([row, undefined]);
    await eventsHandlers.create('events', { data: { featured: false, currencies: ['CHF', 'EUR'], country: 'UK', city: 'Bern', shortName: 'X' } });
    const form = vi.mocked(api.createEvent).mock.calls[0][0];
    expect(form.getAll('currencies')).toEqual(['CHF', 'EUR']);
    expect([...form.keys()]).toEqual(['featured', 'currencies', 'currencies', 'country', 'city', 'shortName']);
  });

  it('update sends the changes it is given as multipart, and answers the updated row', async () => {
    vi.mocked(api.updateEvent).mockResolvedValue([{ ...row, longName: 'Y' }, undefined]);
    const result = await eventsHandlers.update('events', { id: row.id, data: { longName: 'Y' }, previousData: row });
    const [id, form] = vi.mocked(api.updateEvent).mock.calls[0];
    expect(id).toBe(row.id);
    expect([...form.keys()]).toEqual(['longName']);
    expect(result.data).toEqual({ ...row, longName: 'Y' });
  });

  it('an error of the pair is thrown as an HttpError with the code and the ApiError as body', async () => {
    vi.mocked(api.deleteEvent).mockResolvedValue([undefined, { error: 'NOT_FOUND', status: 404 }]);
    const failure = await eventsHandlers.delete('events', { id: row.id, previousData: row }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'NOT_FOUND', status: 404, body: { error: 'NOT_FOUND', status: 404 } });
    expect(apiErrorOf(failure).error).toBe('NOT_FOUND');
  });
});

describe('payouts handlers and revenue', () => {
  it("getList asks for one page of the chosen event's payouts", async () => {
    vi.mocked(api.listPayouts).mockResolvedValue([{ items: [{ id: 'p1', eventId: 'ch.bern.x', amountSats: 5 } as never], total: 30 }, undefined]);
    const result = await payoutsHandlers.getList('payouts', { filter: { eventId: 'ch.bern.x' }, pagination: { page: 2, perPage: 25 } });
    expect(vi.mocked(api.listPayouts).mock.calls.map((c) => c[0])).toEqual([{ eventId: 'ch.bern.x', page: 1, size: 25 }]);
    expect(result).toMatchObject({ total: 30, data: [{ id: 'p1' }] });
  });

  it('getList without a chosen event lists nothing and asks nothing', async () => {
    await expect(payoutsHandlers.getList('payouts', { filter: {} })).resolves.toEqual({ data: [], total: 0 });
    expect(api.listPayouts).not.toHaveBeenCalled();
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
