import type { AppContext } from './context';
import { ApiFailure, fail, invalid, notFound } from './failure';

/** A path parameter of the matched route (routes are typed generically, so Hono cannot know it exists). */
export const param = (c: AppContext, name: string): string => {
  const value = c.req.param(name);
  if (value === undefined) throw notFound();
  return value;
};

/**
 * How long a request may take to send its body. A client that sends a byte every few seconds
 * would otherwise hold an upload slot (formSlots.ts) for as long as it likes.
 */
export const BODY_READ_DEADLINE_MS = 30_000;

/**
 * The request body, refused with `tooLarge()` past maxBytes: up front when Content-Length says
 * so, otherwise as soon as the streamed bytes pass the limit. 408 REQUEST_TIMEOUT (and the
 * connection closed) when the whole body has not arrived within deadlineMs.
 */
export async function readBody(c: AppContext, maxBytes: number, tooLarge: () => ApiFailure, deadlineMs = BODY_READ_DEADLINE_MS): Promise<Buffer> {
  if (Number(c.req.header('Content-Length')) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
  try {
    while (reader) {
      const step = await Promise.race([reader.read(), late]);
      if (step === 'late') {
        void reader.cancel().catch(() => undefined);
        c.env?.incoming?.socket?.destroySoon?.();
        throw new ApiFailure(408, 'REQUEST_TIMEOUT', `The body did not arrive within ${deadlineMs / 1000} s`);
      }
      const { done, value } = step;
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The request's JSON object body (at most 1 MB, else 413 PAYLOAD_TOO_LARGE), or 400 INVALID_INPUT.
 * Only `Content-Type: application/json` (415 UNSUPPORTED_MEDIA_TYPE otherwise): a form or
 * text/plain body is what another site can make a browser send without asking (a "simple"
 * cross-site request), so a JSON endpoint must not take it.
 */
export async function readJsonObject(c: AppContext): Promise<Record<string, unknown>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  const bytes = await readBody(c, MAX_JSON_BYTES, () => fail(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 1 MB'));
  const text = bytes.toString('utf8');
  if (!text.trim()) throw invalid('A JSON object body is required');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw invalid(`Malformed JSON: ${(error as Error).message}`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** `page` and `size` query parameters (both optional; size at most 500). */
export function readPaging(c: AppContext): { page: number; size: number } | null {
  const page = c.req.query('page');
  const size = c.req.query('size');
  if (page === undefined && size === undefined) return null;
  const problems: Record<string, string> = {};
  const pageNumber = page === undefined ? 0 : Number(page);
  const sizeNumber = size === undefined ? 25 : Number(size);
  if (!/^\d+$/.test(page ?? '0') || !Number.isSafeInteger(pageNumber)) problems.page = 'must be an integer ≥ 0';
  if (!/^\d+$/.test(size ?? '25') || sizeNumber < 1 || sizeNumber > 500) problems.size = 'must be an integer from 1 to 500';
  if (Object.keys(problems).length) throw invalid('Invalid paging', problems);
  return { page: pageNumber, size: sizeNumber };
}
