import type { CreateParams, DeleteParams, GetListParams } from 'ra-core';
import { createNews, deleteNews, getNews } from './api';
import type * as platform from '../../contract/platform';
import type { NewNews, News, NewsStaffFields } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/** A platform news item joined with its staff part (id, language, date); an empty url is none. */
export const newsRowOf = (item: platform.NewsItem, staff: NewsStaffFields): News => ({
  ...staff,
  text: item.text,
  shareText: item.shareText,
  ...(item.url ? { url: item.url } : {}),
});

/**
 * Resource `news` (spec §7 "News"): paged newest first on the server; create and delete. The
 * answer is the platform's list with the staff parts beside it, in the same order; an item
 * without its staff part (no id to delete it by) is not listed.
 */
export const newsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const answer = await unwrap(getNews(pageQuery(params.pagination), params.signal));
    const items = answer.news.flatMap((item, i) => (answer.staff[i] ? [newsRowOf(item, answer.staff[i])] : []));
    return listResult({ items, total: answer.total });
  },

  /** data: the NewNews record from formToNews. */
  create: async (_resource: string, params: CreateParams<NewNews>) => {
    const created = await unwrap(createNews(params.data as NewNews));
    return { data: newsRowOf(created.news, created.staff) };
  },

  delete: async (_resource: string, params: DeleteParams<News>) => {
    await unwrap(deleteNews(String(params.id)));
    return { data: params.previousData ?? ({ id: params.id } as News) };
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { news: newsHandlers } } satisfies DataPart;
