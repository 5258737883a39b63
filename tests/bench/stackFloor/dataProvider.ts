import type { DataProvider } from 'ra-core';
import { firstPage } from './rows';

/** The floors' data provider: getList, the first page of the queue (the only call they make). */
export const dataProvider = {
  getList: async () => {
    const rows = await firstPage();
    return { data: rows.map((row) => ({ ...row, id: row.contractId })), total: rows.length };
  },
} as unknown as DataProvider;
