import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '../contract/constants';

/**
 * The event-logo rule (spec §5), shared by the console (before sending) and the sandbox
 * (on receipt). The sandbox additionally judges the file's bytes, see sniffImageType.
 */
export type LogoProblem =
  | { code: 'UNSUPPORTED_FILE_TYPE'; type: string }
  | { code: 'FILE_TOO_LARGE'; maxMegabytes: string };

/** "5.00": the limit in MB with two decimals, as the message shows it. */
export const maxLogoMegabytes = (): string => (IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(2);

export function checkLogo(file: { type: string; size: number }): LogoProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return { code: 'UNSUPPORTED_FILE_TYPE', type: file.type || 'unknown' };
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return { code: 'FILE_TOO_LARGE', maxMegabytes: maxLogoMegabytes() };
  return null;
}

/** The image type a file's first bytes show, or null when they show none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_UPLOAD_TYPES)[number] | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return null;
}

export type LogoContentProblem = { code: 'UNSUPPORTED_FILE_TYPE' } | { code: 'UNSAFE_SVG'; reason: string };

/** The SVG check of svgSafety.ts over a file's bytes: the problem, or null when the SVG is safe. */
export type SvgCheck = (bytes: Uint8Array) => Promise<string | null>;

/** The check in steps on this thread; its parser is loaded only when an SVG comes. */
const checkSvgHere: SvgCheck = async (bytes) => {
  const { findUnsafeSvgInSteps } = await import('./svgSafety');
  return findUnsafeSvgInSteps(new TextDecoder().decode(bytes));
};

/**
 * The content rule of a logo, the same in console and sandbox: the bytes must show an accepted
 * image type, and an SVG must pass the XML safety check (svgSafety.ts). The console runs the
 * check here (lazily loaded, so it stays out of the pages' first-load code); the sandbox passes
 * its worker thread (sandbox/svgChecker.ts) as `checkSvg`.
 */
export async function checkLogoContent(
  bytes: Uint8Array,
  checkSvg: SvgCheck = checkSvgHere,
): Promise<{ code: null; type: (typeof IMAGE_UPLOAD_TYPES)[number] } | LogoContentProblem> {
  const type = sniffImageType(bytes);
  if (!type) return { code: 'UNSUPPORTED_FILE_TYPE' };
  if (type === 'image/svg+xml') {
    const reason = await checkSvg(bytes);
    if (reason) return { code: 'UNSAFE_SVG', reason };
  }
  return { code: null, type };
}
