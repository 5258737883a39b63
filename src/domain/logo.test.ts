import { describe, expect, it } from 'vitest';
import { checkLogo, checkLogoContent, maxLogoMegabytes, sniffImageType } from './logo';

describe('checkLogo', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'])('accepts %s', (type) => {
    expect(checkLogo({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/webp', 'application/pdf', 'text/plain', 'image/svg'])('refuses %s', (type) => {
    expect(checkLogo({ type, size: 1000 })).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', type });
  });

  it('names an empty type "unknown"', () => {
    expect(checkLogo({ type: '', size: 1 })).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', type: 'unknown' });
  });

  it('accepts exactly 5 242 880 bytes and refuses one more', () => {
    expect(checkLogo({ type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(checkLogo({ type: 'image/png', size: 5_242_881 })).toEqual({ code: 'FILE_TOO_LARGE', maxMegabytes: '5.00' });
  });

  it('judges the type before the size', () => {
    expect(checkLogo({ type: 'image/bmp', size: 10_000_000 })).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', type: 'image/bmp' });
  });
});

describe('maxLogoMegabytes', () => {
  it('is "5.00"', () => expect(maxLogoMegabytes()).toBe('5.00'));
});

describe('sniffImageType', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);

  it('knows PNG, JPEG and GIF by their signatures', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('GIF89a'))).toBe('image/gif');
  });

  it('knows SVG with or without an XML declaration', () => {
    expect(sniffImageType(text('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(text('<?xml version="1.0"?>\n<svg/>'))).toBe('image/svg+xml');
  });

  it('refuses anything else', () => {
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('<?xml version="1.0"?><html/>'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('checkLogoContent (the rule console and sandbox share)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('passes a safe SVG and a PNG by their bytes', async () => {
    expect(await checkLogoContent(bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toEqual({ code: null, type: 'image/svg+xml' });
    expect(await checkLogoContent(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ code: null, type: 'image/png' });
  });
  it('refuses an unsafe SVG with its reason and text that is no image', async () => {
    const unsafe = await checkLogoContent(bytes('<?xml version="1.0"?><!-- <svg --><html xmlns="http://www.w3.org/1999/xhtml"/>'));
    expect(unsafe).toMatchObject({ code: 'UNSAFE_SVG' });
    expect(await checkLogoContent(bytes('hello'))).toEqual({ code: 'UNSUPPORTED_FILE_TYPE' });
  });
});
