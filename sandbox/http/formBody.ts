import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/contract/constants';
import { maxLogoMegabytes } from '../rules/logo';
import { fail, invalid } from './failure';
import { readBody } from './request';
import type { AppContext } from './context';
import type { FormSlots } from './formSlots';

/** The largest multipart body: a logo at the limit plus room for the text fields. */
export const MAX_FORM_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;
/** The most parts one form may have, and the most values of one field name. */
export const MAX_FORM_PARTS = 200;
export const MAX_FIELD_VALUES = 50;

/**
 * The multipart boundary of a Content-Type, read as its parameters (not searched for: in
 * `xboundary=a; boundary=b` the boundary is b, and the parser splits the body at b). Null when
 * there is none; 400 when it is given twice, as the count and the parser could then disagree.
 */
export function boundaryOf(contentType: string): string | null {
  const found: string[] = [];
  for (const parameter of contentType.split(';').slice(1)) {
    const at = parameter.indexOf('=');
    if (at < 0 || parameter.slice(0, at).trim().toLowerCase() !== 'boundary') continue;
    const value = parameter.slice(at + 1).trim();
    found.push(value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value);
  }
  if (found.length > 1) throw invalid('The Content-Type names more than one boundary');
  return found[0] || null;
}

/** How many parts a body has, counted without parsing it (delimiters or '&'s), in linear time. */
export function countParts(body: Buffer, contentType: string): number {
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  const boundary = multipart ? boundaryOf(contentType) : null;
  if (multipart && !boundary) throw invalid('A multipart Content-Type needs its boundary');
  const delimiter = boundary ? `--${boundary}` : '&';
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) count++;
  return boundary ? Math.max(0, count - 1) : count + 1; // the last delimiter closes the body
}

/** The form parser (undici's, through Response): a parameter so a test can see it is never called. */
export type FormParser = (body: Buffer, contentType: string) => Promise<FormData>;
const parseWithResponse: FormParser = (body, contentType) =>
  new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers: { 'Content-Type': contentType } }).formData();

/**
 * Reads a multipart (or url-encoded) body of at most MAX_FORM_BYTES: name → values, in linear
 * time. The body is read in one of the upload slots (formSlots.ts, a fair share per staff member)
 * and within the body-read deadline of readBody. 413 FILE_TOO_LARGE past the size; 400
 * INVALID_INPUT past MAX_FORM_PARTS parts (counted before the parser runs) or MAX_FIELD_VALUES
 * values of one name. The body is held once (no copies) while it is parsed.
 */
export async function readForm(
  c: AppContext,
  slots: FormSlots,
  staffId: string,
  parse: FormParser = parseWithResponse,
): Promise<Map<string, FormDataEntryValue[]>> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw invalid('Send the event as multipart/form-data');
  }
  const release = await slots.acquire(staffId);
  try {
    const body = await readBody(c, MAX_FORM_BYTES, () =>
      fail(413, 'FILE_TOO_LARGE', `File is too large. Max allowed size is ${maxLogoMegabytes()}MB`),
    );
    if (countParts(body, contentType) > MAX_FORM_PARTS) {
      throw invalid(`A form may have at most ${MAX_FORM_PARTS} fields`, { form: `at most ${MAX_FORM_PARTS} fields` });
    }
    let form: FormData;
    try {
      form = await parse(body, contentType);
    } catch (error) {
      throw invalid(`Malformed form body: ${(error as Error).message}`);
    }
    const fields = new Map<string, FormDataEntryValue[]>();
    let parts = 0;
    for (const [key, value] of form) {
      if (++parts > MAX_FORM_PARTS) throw invalid(`A form may have at most ${MAX_FORM_PARTS} fields`, { form: `at most ${MAX_FORM_PARTS} fields` });
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      const values = fields.get(name);
      if (!values) fields.set(name, [value]);
      else if (values.length >= MAX_FIELD_VALUES) {
        throw invalid(`${name} is given more than ${MAX_FIELD_VALUES} times`, { [name]: `at most ${MAX_FIELD_VALUES} values` });
      } else values.push(value);
    }
    return fields;
  } finally {
    release();
  }
}
