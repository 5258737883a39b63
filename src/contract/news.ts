import type * as platform from './platform';

/* News posts: the platform's items with the staff part beside them. */

/** The staff part of a news item (ours: the platform's NewsItem has no id, language or date). */
export interface NewsStaffFields {
  id: string;
  /** a language tag such as en, de or de-CH: the app shows an item to users of that language */
  language: string;
  date: Date;
}

/**
 * GET /v1/pwt/news?page&size: the platform's news list as it is, with the paging total and, in
 * the same order, each item's staff part beside it (docs/decisions/platform-shapes.md).
 */
export interface NewsAnswer {
  news: platform.NewsItem[];
  staff: NewsStaffFields[];
  total: number;
}

/** POST /v1/pwt/news: the stored item and its staff part. */
export interface NewsCreated {
  news: platform.NewsItem;
  staff: NewsStaffFields;
}

/** A news row of the console: the platform's item with its staff part (src/data/news.ts joins them). */
export type News = Omit<platform.NewsItem, 'url'> & NewsStaffFields & { url?: string };

/** POST /v1/pwt/news */
export interface NewNews {
  text: string;
  shareText?: string;
  url?: string;
  language: string;
}
