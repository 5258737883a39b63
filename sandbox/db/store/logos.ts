import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { declaredLogoProblem, logoContent, type ImageType } from '../../rules/logo';
import { fail } from '../../http/failure';
import type { SvgChecker } from '../../workers/svgChecker';

/**
 * Event logos on disk: judged by their bytes (rules/logo.ts: the declared type and size, what
 * the bytes show, an SVG's safety check), stored as `<random>.<ext>` in the logos folder.
 */

const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};
const TYPE_OF_EXTENSION: Record<string, ImageType> = Object.fromEntries(
  Object.entries(EXTENSION).map(([type, ext]) => [ext, type as ImageType]),
);

/** The names the sandbox gives logos; anything else is not served (no path tricks). */
export const LOGO_FILE_NAME = /^[0-9a-f]{16,64}\.(png|jpg|gif|svg)$/;

export const logoUrlPath = (file: string): string => `/v1/events/logo/${file}`;

export interface CheckedLogo {
  bytes: Uint8Array;
  type: ImageType;
}

/**
 * 413 FILE_TOO_LARGE over 5 MB; 400 UNSUPPORTED_FILE_TYPE when the declared type is not an
 * accepted one or the bytes are not an image of an accepted type (a text file named .png);
 * 400 UNSAFE_SVG for an SVG that fails the XML safety check (rules/svgSafety.ts, run by `svg`:
 * in the running sandbox a worker thread, workers/svgChecker.ts) or cannot be checked within its bounds. The
 * type stored and served is the one the bytes show.
 */
export async function checkLogoFile(file: File, svg: SvgChecker): Promise<CheckedLogo> {
  const declared = file.type.split(';')[0].trim().toLowerCase();
  const problem = declaredLogoProblem({ type: declared, size: file.size });
  if (problem?.code === 'FILE_TOO_LARGE') {
    throw fail(413, 'FILE_TOO_LARGE', `File is too large. Max allowed size is ${problem.maxMegabytes}MB`);
  }
  if (problem) throw fail(400, 'UNSUPPORTED_FILE_TYPE', `Unsupported file type: ${problem.type}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = await logoContent(bytes, svg.check);
  if (content.code === 'UNSUPPORTED_FILE_TYPE') {
    throw fail(400, 'UNSUPPORTED_FILE_TYPE', `Unsupported file type: the content of "${file.name}" is not a PNG, JPG, GIF or SVG image`);
  }
  if (content.code === 'UNSAFE_SVG') throw fail(400, 'UNSAFE_SVG', `The SVG contains ${content.reason}`);
  const { type } = content;
  return { bytes, type };
}

/** Writes a checked logo under a fresh random name; returns the name. */
export async function saveLogo(dir: string, logo: CheckedLogo): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[logo.type]}`;
  await writeFile(join(dir, name), logo.bytes, { flag: 'wx' });
  return name;
}

export async function removeLogo(dir: string, name: string | undefined): Promise<void> {
  if (!name || !LOGO_FILE_NAME.test(name)) return;
  await unlink(join(dir, name)).catch(() => undefined);
}

/**
 * What a served logo carries: no script, plugin or outside load may run even if an SVG got
 * past the check (sandbox: no same-origin, no forms), and the type is never sniffed.
 */
export const LOGO_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

/** The stored logo and its content type, or null. */
export async function readLogo(dir: string, name: string): Promise<{ bytes: Uint8Array; type: ImageType } | null> {
  if (!LOGO_FILE_NAME.test(name)) return null;
  try {
    const bytes = await readFile(join(dir, name));
    return { bytes, type: TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] };
  } catch {
    return null;
  }
}

/** Runs a database write after saving a new logo; the logo goes again if the write fails. */
export async function withSavedLogo<T>(dir: string, logo: CheckedLogo | null, write: (file: string | undefined) => Promise<T>): Promise<T> {
  const file = logo ? await saveLogo(dir, logo) : undefined;
  try {
    return await write(file);
  } catch (error) {
    await removeLogo(dir, file);
    throw error;
  }
}
