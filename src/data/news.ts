import type { CreateParams, DeleteParams, GetListParams } from 'ra-core';
import { createNews, deleteNews, getNews } from '../api/news';
import type { NewNews, News } from '../api/types';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery } from './pagination';
import { unwrap } from './unwrap';

/** Resource `news` (spec §7 "News"): paged newest first on the server; create and delete. */
export const newsHandlers = {
  getList: async (_resource: string, params: GetListParams) =>
    listResult(await unwrap(getNews(pageQuery(params.pagination), params.signal))),

  /** data: the NewNews record from formToNews. */
  create: async (_resource: string, params: CreateParams<NewNews>) => ({
    data: await unwrap(createNews(params.data as NewNews)),
  }),

  delete: async (_resource: string, params: DeleteParams<News>) => {
    await unwrap(deleteNews(String(params.id)));
    return { data: params.previousData ?? ({ id: params.id } as News) };
  },
} satisfies ResourceHandlers;
