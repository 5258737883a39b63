import { randomUUID } from 'node:crypto';
import type { News, NewsAnswer, NewsCreated } from '../../src/contract';
import { Fields } from '../http/fields';
import { notFound } from '../http/failure';
import { param, readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { Wire } from '../db/records';
import { deleteNews as deleteStoredNews, insertNews, newsPage } from '../db/store/news';

/**
 * News posts (spec §7: GET/POST /v1/pwt/news, DELETE /v1/pwt/news/:id), paged newest first: the
 * platform's news list (GET /v1/info/news: text, shareText, url) with the total and each item's
 * staff part (id, language, date) beside it, in the same order.
 * Texts are hostile: stored exactly as given (no trimming, no HTML handling), bounded in length,
 * and only ever sent back as JSON strings; the console renders them as text.
 */

export const NEWS_LIMITS = { text: 2000, shareText: 1000, url: 500 } as const;
/** en, de, de-CH …: a language and an optional region */
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** The platform's NewsItem (exactly text, shareText, url: an item without a url has '') */
const itemOf = (news: News) => ({ text: news.text, shareText: news.shareText, url: news.url ?? '' });
/** Ours beside it: what the platform's list has no place for */
const staffOf = (news: News) => ({ id: news.id, language: news.language, date: news.date.toISOString() });

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** ?page&size → NewsAnswer: the platform's items, newest first, with their staff parts beside them. */
const listNews =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { items, total } = await newsPage(db, pagingOf(c));
    return c.json<Wire<NewsAnswer>>({ news: items.map(itemOf), staff: items.map(staffOf), total });
  };

/** NewNews → the stored item and its staff part (201); 400 INVALID_INPUT naming each bad field. */
const createNews =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const f = new Fields(await readJsonObject(c));
    const text = f.string('text', { required: true, max: NEWS_LIMITS.text, userText: 'text' });
    const shareText = f.string('shareText', { max: NEWS_LIMITS.shareText, userText: 'text' });
    const url = f.string('url', { max: NEWS_LIMITS.url, userText: 'line' });
    const language = f.string('language', { required: true, max: 5, pattern: LANGUAGE, patternText: 'must be a language such as en, de or de-CH' });
    if (url && !f.problems.url && !isHttpUrl(url)) f.problems.url = 'must be an http(s) URL';
    f.done('Invalid news');
    const news: News = {
      id: randomUUID(),
      text: text!,
      shareText: shareText ?? '',
      ...(url ? { url } : {}),
      language: language!,
      date: new Date(deps.now()),
    };
    await insertNews(db, news, {
      staff: c.get('staff'),
      action: 'news.create',
      subjectId: news.id,
      before: null,
      after: { text: news.text, shareText: news.shareText, url: news.url ?? null, language: news.language },
      date: news.date.toISOString(),
    });
    return c.json<Wire<NewsCreated>>({ news: itemOf(news), staff: staffOf(news) }, 201);
  };

/** → { success }; 404 when there is no such item. */
const deleteNews =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const id = param(c, 'id');
    if (!(await deleteStoredNews(db, id, c.get('staff'), new Date(deps.now()).toISOString()))) throw notFound(`No news ${id}`);
    return c.json({ success: true });
  };

export function newsRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/news': listNews(deps),
    'POST /v1/pwt/news': createNews(deps),
    'DELETE /v1/pwt/news/:id': deleteNews(deps),
  };
}
