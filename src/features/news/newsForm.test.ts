import { describe, expect, it } from 'vitest';
import { emptyNewsForm, formToNews, isNewsUrl, validateNews } from './newsForm';

describe('news form', () => {
  it('requires a text and a language', () => {
    expect(validateNews({ ...emptyNewsForm(), language: '' })).toEqual({ text: 'validation.required', language: 'validation.required' });
    expect(validateNews({ ...emptyNewsForm(), text: '   ' }).text).toBe('validation.required');
  });

  it('accepts a text with optional share text and an http(s) url', () => {
    expect(validateNews({ text: 'Hi', shareText: '', url: 'https://peachbitcoin.com/news', language: 'de-CH' })).toEqual({});
  });

  it('refuses a url that is not http(s) or carries credentials, and texts over the bounds', () => {
    expect(validateNews({ ...emptyNewsForm(), text: 'x', url: 'javascript:alert(1)' }).url).toBe('validation.httpUrl');
    expect(isNewsUrl('https://user:pw@example.com')).toBe(false);
    expect(isNewsUrl('http://example.com')).toBe(true);
    expect(validateNews({ ...emptyNewsForm(), text: 'x'.repeat(2001) }).text).toEqual({ message: 'validation.maxLength', args: { 0: 2000 } });
    expect(validateNews({ ...emptyNewsForm(), text: 'x', shareText: 'y'.repeat(1001) }).shareText).toEqual({ message: 'validation.maxLength', args: { 0: 1000 } });
  });

  it('sends the text exactly as typed and leaves empty optionals out', () => {
    expect(formToNews({ text: ' <b>bold</b> ', shareText: ' ', url: '  ', language: 'en' })).toEqual({ text: ' <b>bold</b> ', language: 'en' });
    expect(formToNews({ text: 'a', shareText: 'b', url: ' https://x.ch ', language: 'de' })).toEqual({
      text: 'a',
      shareText: 'b',
      url: 'https://x.ch',
      language: 'de',
    });
  });
});

describe('news text the server would refuse', () => {
  it('says so at the field for a bidi override or a control character, and keeps line breaks', () => {
    const base = { ...emptyNewsForm(), text: 'Fees drop' };
    expect(validateNews({ ...base, text: 'invoice \u202Efdp.exe' }).text).toBe('userText.unsafe');
    expect(validateNews({ ...base, shareText: 'bell\u0007' }).shareText).toBe('userText.unsafe');
    expect(validateNews({ ...base, text: 'line one\nline two\ttabbed' })).toEqual({});
  });
});
