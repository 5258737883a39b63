import { describe, expect, it } from 'vitest';
import { joinMethods } from './methods';
import { dataProvider } from './dataProvider';

describe('joinMethods', () => {
  it('joins the methods of several resources', () => {
    const joined = joinMethods({ a: () => 1 }, { b: () => 2 });
    expect(joined.a()).toBe(1);
    expect(joined.b()).toBe(2);
  });

  it('refuses a name two resources both define', () => {
    expect(() => joinMethods({ resolve: () => 1 }, { resolve: () => 2 })).toThrow('"resolve" is defined twice');
  });

  it("refuses a name of react-admin's own methods", () => {
    expect(() => joinMethods({ getList: () => 1 })).toThrow('"getList"');
  });

  it('the console dataProvider was built from them (it would have thrown on import)', () => {
    expect(typeof dataProvider.getEventRevenue).toBe('function');
  });
});
