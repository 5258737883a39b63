import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('hides the pages far from the current one behind a gap, never one page alone', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(5, 12)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 12]);
    expect(pageItems(9, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
  });

  it('always has seven places from eight pages on, so the row does not jump as one pages', () => {
    for (let page = 1; page <= 40; page++) expect(pageItems(page, 40)).toHaveLength(7);
  });
});
