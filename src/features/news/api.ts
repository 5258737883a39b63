import { request } from '../../api/client';
import type { ApiResult, NewNews, NewsAnswer, NewsCreated, PageQuery, Success } from '../../contract';

/** News posts (spec §7), paged newest first. */

/** GET /v1/pwt/news?page&size: the platform's news list, its staff parts beside it, and the total. */
export const getNews = (query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<NewsAnswer>> =>
  request<NewsAnswer>('/pwt/news', { query: { page: query.page, size: query.size }, signal });

/** POST /v1/pwt/news → the stored item and its staff part */
export const createNews = (news: NewNews): Promise<ApiResult<NewsCreated>> =>
  request<NewsCreated>('/pwt/news', { method: 'POST', body: news });

/** DELETE /v1/pwt/news/{id} */
export const deleteNews = (id: string): Promise<ApiResult<Success>> =>
  request<Success>(`/pwt/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
