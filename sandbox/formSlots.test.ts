import { describe, expect, it } from 'vitest';
import { FormSlots, MAX_CONCURRENT_FORMS, MAX_WAITING_FORMS } from './formSlots';

describe('FormSlots', () => {
  it(`lets ${MAX_CONCURRENT_FORMS} forms be read at once, queues ${MAX_WAITING_FORMS}, refuses more with 429`, async () => {
    const slots = new FormSlots();
    const held = await Promise.all(Array.from({ length: MAX_CONCURRENT_FORMS }, () => slots.acquire()));
    let started = 0;
    const waiting = Array.from({ length: MAX_WAITING_FORMS }, () => slots.acquire().then((release) => (started++, release)));
    await expect(slots.acquire()).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(started).toBe(0);
    held[0]();
    held[0](); // a second release of the same slot changes nothing
    const next = await waiting[0];
    expect(started).toBe(1);
    for (const release of [...held.slice(1), next]) release();
    await Promise.all(waiting.slice(1).map((wait) => wait.then((release) => release())));
    expect(started).toBe(MAX_WAITING_FORMS);
  });
});
