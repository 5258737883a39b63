import { describe, expect, it, vi } from 'vitest';

/** The unit-test configuration (vitest.config.ts) itself. The two tests run in order. */
describe('console spies', () => {
  const original = console.error;

  it('may silence the console in one test', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(vi.isMockFunction(console.error)).toBe(true);
  });

  it('find it restored in the next one', () => {
    expect(vi.isMockFunction(console.error)).toBe(false);
    expect(console.error).toBe(original);
  });
});
