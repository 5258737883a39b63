import { describe, expect, it } from 'vitest';
import { decodeCss, findUnsafeCss } from './cssSafety';

describe('decodeCss', () => {
  it('drops comments outside strings, keeps "/*" inside one', () => {
    expect(decodeCss('a/* x */b')).toBe('ab');
    expect(decodeCss('a/* never closed')).toBe('a');
    expect(decodeCss('content:"/*";b')).toBe('content:"/*";b');
  });

  it('decodes hex escapes (with the one white space after them) and escaped characters', () => {
    expect(decodeCss('u\\72l(')).toBe('url(');
    expect(decodeCss('@\\69mport')).toBe('@import');
    expect(decodeCss('\\75 rl(')).toBe('url(');
    expect(decodeCss('\\000075rl(')).toBe('url(');
    expect(decodeCss('\\@import')).toBe('@import');
    expect(decodeCss('\\0 x')).toBe('\ufffdx');
  });
});

describe('findUnsafeCss', () => {
  it.each([
    ['@import "x.css"'],
    ['a{fill:url(https://evil/x)}'],
    ['a{fill:url( https://evil/x )}'],
    ['a{fill:url("https://evil/x")}'],
    ['a{background:image-set("x.png" 1x)}'],
    ['a{background:image("x.png")}'],
    ['a{background:src("x.png")}'],
    ['a{width:expression(alert(1))}'],
  ])('refuses %s', (css) => {
    expect(findUnsafeCss(css)).not.toBeNull();
  });

  it('passes references inside the document', () => {
    expect(findUnsafeCss('.a{fill:url(#g)}.b{fill:url( "#g" )}.c{stroke:url(\'#h\')}')).toBeNull();
    expect(findUnsafeCss('fill:#f56522;stroke-width:2')).toBeNull();
  });
});
