import { describe, expect, it } from 'vitest';
import { listResult, pageQuery } from './pagination';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contract/constants';

describe('pageQuery', () => {
  it('turns react-admin page 1 into API page 0 of the same size', () => {
    expect(pageQuery({ page: 1, perPage: 25 })).toEqual({ page: 0, size: 25 });
    expect(pageQuery({ page: 21, perPage: 25 })).toEqual({ page: 20, size: 25 });
  });
  it('uses the default size without pagination and caps the size at the API maximum', () => {
    expect(pageQuery()).toEqual({ page: 0, size: DEFAULT_PAGE_SIZE });
    expect(pageQuery({ page: 1, perPage: 10_000 })).toEqual({ page: 0, size: MAX_PAGE_SIZE });
    expect(pageQuery({ page: 0, perPage: 0 })).toEqual({ page: 0, size: 1 });
  });
});

describe('listResult', () => {
  it('renames items to data and keeps the total', () => {
    expect(listResult({ items: [{ id: 'a' }], total: 7 })).toEqual({ data: [{ id: 'a' }], total: 7 });
  });
});
