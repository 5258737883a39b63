// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { boundaryOf, countParts, readForm, type FormParser } from './formBody';
import { FormSlots } from './formSlots';
import { ApiFailure } from './failure';
import { readBody } from './request';
import type { AppEnv } from './context';

/** The form body: the part count before the parser, the boundary as the parser reads it, the read deadline. */

const multipart = (boundary: string, parts: number) =>
  Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('') + `--${boundary}--\r\n`;

/** An app with one route reading a form through `parse`; answers { error } or the number of fields. */
function formApp(parse: FormParser) {
  const app = new Hono<AppEnv>();
  const slots = new FormSlots();
  app.onError((error, c) => c.json({ error: (error as ApiFailure).code }, ((error as ApiFailure).status ?? 500) as 400));
  app.post('/form', async (c) => c.json({ fields: (await readForm(c, slots, 'staff-1', parse)).size }));
  return app;
}

describe('the pre-parse part count', () => {
  it('never calls the form parser for a body of more than 200 parts, and does for 200', async () => {
    const parse = vi.fn<FormParser>((body, contentType) => new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData());
    const app = formApp(parse);
    const post = (body: string, contentType: string) => app.request('/form', { method: 'POST', body, headers: { 'Content-Type': contentType } });
    const refused = await post(multipart('b0undary', 201), 'multipart/form-data; boundary=b0undary');
    expect(refused.status).toBe(400);
    expect(parse).not.toHaveBeenCalled();
    // the bypass: a parameter ending in "boundary" named first
    const bypass = await post(multipart('real', 201), 'multipart/form-data; xboundary=decoy; boundary=real');
    expect(bypass.status).toBe(400);
    expect(parse).not.toHaveBeenCalled();
    const urlEncoded = await post(Array.from({ length: 201 }, (_, i) => `f${i}=x`).join('&'), 'application/x-www-form-urlencoded');
    expect(urlEncoded.status).toBe(400);
    expect(parse).not.toHaveBeenCalled();
    const allowed = await post(multipart('b0undary', 200), 'multipart/form-data; boundary=b0undary');
    expect(await allowed.json()).toEqual({ fields: 200 });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('reads the boundary as a parameter', () => {
    expect(boundaryOf('multipart/form-data; xboundary=decoy; boundary=real')).toBe('real');
    expect(boundaryOf('multipart/form-data; boundary="quoted"')).toBe('quoted');
    expect(boundaryOf('multipart/form-data; Boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(() => boundaryOf('multipart/form-data; boundary=a; boundary=b')).toThrow(ApiFailure);
    expect(countParts(Buffer.from(multipart('real', 3)), 'multipart/form-data; xboundary=decoy; boundary=real')).toBe(3);
  });
});

describe('the body-read deadline', () => {
  it('answers 408 when the body has not arrived in time', async () => {
    const app = new Hono<AppEnv>();
    app.onError((error, c) => c.json({ error: (error as ApiFailure).code }, (error as ApiFailure).status as 408));
    app.post('/slow', async (c) => c.json({ bytes: (await readBody(c, 1_000, () => new ApiFailure(413, 'TOO_LARGE'), 200)).length }));
    // one byte, then nothing: the stream never ends
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array([120])) });
    const late = await app.request('/slow', { method: 'POST', body: stalled, duplex: 'half' } as RequestInit);
    expect(late.status).toBe(408);
    expect(await late.json()).toEqual({ error: 'REQUEST_TIMEOUT' });
    const whole = await app.request('/slow', { method: 'POST', body: 'xyz' });
    expect(await whole.json()).toEqual({ bytes: 3 });
  });
});
