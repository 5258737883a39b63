import { userTextProblem } from '../../domain/userText';
import type { NewNews } from '../../contract';
import { maxLengthProblem, type Problem } from '../../ui/problem';

/**
 * The news form's values ↔ the NewNews record (spec §7, the platform's news: text, share text,
 * url; the language picks the app users who see it). Pure: tested beside this file.
 */
export interface NewsFormValues {
  text: string;
  shareText: string;
  url: string;
  language: string;
}

/** The languages a news item can be written for: the app's, as tags the sandbox accepts. */
export const NEWS_LANGUAGES = ['en', 'de', 'de-CH', 'fr', 'it', 'es', 'pt'] as const;

/** The sandbox's bounds (sandbox/routes/news.ts NEWS_LIMITS), checked here first so input is kept. */
export const NEWS_MAX = { text: 2000, shareText: 1000, url: 500 } as const;

export const emptyNewsForm = (): NewsFormValues => ({ text: '', shareText: '', url: '', language: 'en' });

/** An http(s) address without credentials (what the platform links to). */
export function isNewsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** form → record: the text exactly as typed (markup stays text), url trimmed, empty optionals left out. */
export function formToNews(values: NewsFormValues): NewNews {
  const news: NewNews = { text: values.text, language: values.language };
  if (values.shareText.trim()) news.shareText = values.shareText;
  const url = values.url.trim();
  if (url) news.url = url;
  return news;
}

/** { field: the rule it breaks }, empty when the item may be sent. */
export function validateNews(values: NewsFormValues): Partial<Record<keyof NewsFormValues, Problem>> {
  const errors: Partial<Record<keyof NewsFormValues, Problem>> = {};
  if (!values.text.trim()) errors.text = 'validation.required';
  else if (values.text.length > NEWS_MAX.text) errors.text = maxLengthProblem(NEWS_MAX.text);
  else if (userTextProblem(values.text)) errors.text = 'userText.unsafe';
  if (values.shareText.length > NEWS_MAX.shareText) errors.shareText = maxLengthProblem(NEWS_MAX.shareText);
  else if (userTextProblem(values.shareText)) errors.shareText = 'userText.unsafe';
  const url = values.url.trim();
  if (url.length > NEWS_MAX.url) errors.url = maxLengthProblem(NEWS_MAX.url);
  else if (url && !isNewsUrl(url)) errors.url = 'validation.httpUrl';
  if (!(NEWS_LANGUAGES as readonly string[]).includes(values.language)) errors.language = 'validation.required';
  return errors;
}
