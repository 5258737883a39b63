import { describe, expect, it } from 'vitest';
import { FormSlots, MAX_CONCURRENT_FORMS, MAX_FORMS_PER_STAFF, MAX_WAITING_FORMS, MAX_WAITING_PER_STAFF } from './formSlots';

/** Staff ids of many members, each within their share. */
const member = (i: number) => `staff-${i}`;

describe('FormSlots', () => {
  it(`lets ${MAX_CONCURRENT_FORMS} forms be read at once, queues ${MAX_WAITING_FORMS}, refuses more with 429`, async () => {
    const slots = new FormSlots();
    const held = await Promise.all(Array.from({ length: MAX_CONCURRENT_FORMS }, (_, i) => slots.acquire(member(i))));
    let started = 0;
    const waiting = Array.from({ length: MAX_WAITING_FORMS }, (_, i) => slots.acquire(member(100 + i)).then((release) => (started++, release)));
    await expect(slots.acquire(member(999))).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(started).toBe(0);
    held[0]();
    held[0](); // a second release of the same slot changes nothing
    const next = await waiting[0];
    expect(started).toBe(1);
    for (const release of [...held.slice(1), next]) release();
    await Promise.all(waiting.slice(1).map((wait) => wait.then((release) => release())));
    expect(started).toBe(MAX_WAITING_FORMS);
  });

  it('gives one staff member 2 slots and 4 places in the queue, so another member is read at once', async () => {
    expect([MAX_FORMS_PER_STAFF, MAX_WAITING_PER_STAFF]).toEqual([2, 4]);
    const slots = new FormSlots();
    const flooder = [await slots.acquire('flooder'), await slots.acquire('flooder')];
    let flooderStarted = 0;
    const queued = Array.from({ length: 4 }, () => slots.acquire('flooder').then((release) => (flooderStarted++, release)));
    await expect(slots.acquire('flooder')).rejects.toMatchObject({ status: 429 });
    // two slots are still free, but not for the flooder: the mediator is read at once
    const mediator = await slots.acquire('mediator');
    expect(flooderStarted).toBe(0);
    mediator();
    flooder[0]();
    await queued[0];
    expect(flooderStarted).toBe(1);
  });
});
