import { request } from './client';
import type { ApiResult, NewNews, News, Page, PageQuery, Success } from './types';

/** News posts (spec §7), paged newest first. */

/** GET /v1/pwt/news?page&size */
export const getNews = (query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<News>>> =>
  request<Page<News>>('/pwt/news', { query: { page: query.page, size: query.size }, signal });

/** POST /v1/pwt/news → the stored item */
export const createNews = (news: NewNews): Promise<ApiResult<News>> =>
  request<News>('/pwt/news', { method: 'POST', body: news });

/** DELETE /v1/pwt/news/{id} */
export const deleteNews = (id: string): Promise<ApiResult<Success>> =>
  request<Success>(`/pwt/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
