import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '../../src/contract/constants';

/**
 * The event-logo rule (spec §5): the declared type one of the accepted image types, at most
 * IMAGE_UPLOAD_MAX_BYTES, and the bytes themselves an image of an accepted type; an SVG must also
 * pass the XML safety check (svgSafety.ts, run where the caller says).
 */

export type ImageType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** "5.00": the limit in MB with two decimals, as the refusal names it. */
export const maxLogoMegabytes = (): string => (IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(2);

export type DeclaredLogoProblem = { code: 'UNSUPPORTED_FILE_TYPE'; type: string } | { code: 'FILE_TOO_LARGE'; maxMegabytes: string };

/** What is wrong with a file by its declared type and size, or null. */
export function declaredLogoProblem(file: { type: string; size: number }): DeclaredLogoProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { code: 'UNSUPPORTED_FILE_TYPE', type: file.type || 'unknown' };
  return file.size > IMAGE_UPLOAD_MAX_BYTES ? { code: 'FILE_TOO_LARGE', maxMegabytes: maxLogoMegabytes() } : null;
}

/** The signatures the raster types start with. */
const MAGIC: [ImageType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
];

/** The accepted image type the bytes show, or null. An SVG is text whose first element is <svg> (after an XML declaration, maybe). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  for (const [type, magic] of MAGIC) if (magic.every((byte, i) => bytes[i] === byte)) return type;
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  const svg = head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
  return svg ? 'image/svg+xml' : null;
}

export type LogoContent = { code: null; type: ImageType } | { code: 'UNSUPPORTED_FILE_TYPE' } | { code: 'UNSAFE_SVG'; reason: string };

/** The content rule: the type the bytes show, or why they are refused. `checkSvg` answers an SVG's problem, or null. */
export async function logoContent(bytes: Uint8Array, checkSvg: (bytes: Uint8Array) => Promise<string | null>): Promise<LogoContent> {
  const type = imageTypeOf(bytes);
  if (!type) return { code: 'UNSUPPORTED_FILE_TYPE' };
  const reason = type === 'image/svg+xml' ? await checkSvg(bytes) : null;
  return reason ? { code: 'UNSAFE_SVG', reason } : { code: null, type };
}
