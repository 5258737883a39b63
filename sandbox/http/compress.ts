import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './context';
import { setOnAnswer } from './hygiene';

/**
 * The API's answers gzip- or deflate-compressed when the client accepts it: hono/compress's
 * rules (a compressible type, not a range, not encoded already, no `no-transform`, under 1 KB only
 * when the Content-Length says so; gzip first), but `Vary: Accept-Encoding` is set on the answer in
 * place (setOnAnswer). hono/compress sets it with c.header, which copies every such answer into
 * a streamed Response even when nothing is compressed (a client without Accept-Encoding).
 */

const THRESHOLD = 1024;
const ENCODINGS = ['gzip', 'deflate'] as const;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding to use for an Accept-Encoding header (hono/compress's choice: q-values, gzip first). */
export function chooseEncoding(header: string | undefined): (typeof ENCODINGS)[number] | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: (typeof ENCODINGS)[number]; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const length = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    if (
      c.res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) setOnAnswer(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    // status and headers as they are now: the node server's Response makes its body from the
    // headers it was made with, without those set in place since
    const { status } = c.res;
    const body = c.res.body;
    if (!body) return;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(body.pipeThrough(new CompressionStream(encoding)), { status, headers });
  };
}
