import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../contract/constants';
import { findUnsafeSvg, findUnsafeSvgInSteps, SVG_MAX_CSS_CHARS } from './svgSafety';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${attrs} viewBox="0 0 10 10">${inner}</svg>`;

describe('findUnsafeSvg', () => {
  it('passes a plain logo with gradients, text, styles and an inner <use>', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f56522"/></linearGradient>' +
        '<path id="p" d="M0 0h10v10z"/></defs><style>.a{fill:url(#g)}</style>' +
        '<use href="#p" class="a"/><use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#p"/>' +
        '<text x="1" y="9" font-family="sans-serif">Peach</text>',
    );
    expect(findUnsafeSvg(`<?xml version="1.0" encoding="UTF-8"?>\n${logo}`)).toBeNull();
    expect(findUnsafeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f56522"/></svg>')).toBeNull();
  });

  it.each([
    ['an HTML page that mentions <svg> in a comment', '<?xml version="1.0"?><!-- <svg --><html xmlns="http://www.w3.org/1999/xhtml"><form action="https://evil"/></html>'],
    ['a root without the SVG namespace', '<svg><rect/></svg>'],
    ['<script>', svg('<script>alert(1)</script>')],
    ['<s:script> in the SVG namespace under another prefix', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ['<h:script> in the XHTML namespace', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['<set attributeName="onmouseover">', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['<animate attributeName="href">', svg('<a><animate attributeName="href" to="javascript:alert(1)"/></a>')],
    ['<x:foreignObject>', svg('<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"/>')],
    ['an event attribute', svg('', 'onload="alert(1)"')],
    ['<image href="https://…">', svg('<image href="https://evil.example/x.png"/>')],
    ['xlink:href to outside', svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil/x.svg#a"/>')],
    ['@import in <style>', svg('<style>@import url(https://evil/x.css);</style>')],
    ['url() to outside in a style attribute', svg('<rect style="fill:url(https://evil/p.svg#g)"/>')],
    ['javascript: hidden by a character reference', svg('<a href="java&#x73;cript:alert(1)"/>')],
    ['<?xml-stylesheet?>', `<?xml-stylesheet href="https://evil/x.css"?>${svg('')}`],
    ['an external DOCTYPE', `<!DOCTYPE svg SYSTEM "https://evil/x.dtd">${svg('')}`],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('&a;')}`],
    ['malformed XML', `<svg ${NS}><rect></svg>`],
  ])('refuses %s', (_what, text) => {
    expect(findUnsafeSvg(text)).not.toBeNull();
  });

  it('refuses a <use> bomb and bounds elements and depth', () => {
    const bomb = svg(
      '<defs><path id="a0" d="M0 0h1"/>' +
        Array.from({ length: 8 }, (_, i) => `<g id="a${i + 1}">${`<use href="#a${i}"/>`.repeat(10)}</g>`).join('') +
        '</defs><use href="#a8"/>',
    );
    expect(findUnsafeSvg(bomb)).toMatch(/<use>/);
    expect(findUnsafeSvg(svg('<g id="a"><use href="#p"/></g><use href="#a"/><path id="p" d="M0 0"/>'))).toMatch(/holds a <use>/);
    expect(findUnsafeSvg(svg('<rect/>'.repeat(5_001)))).toMatch(/elements/);
    expect(findUnsafeSvg(svg('<g>'.repeat(60) + '</g>'.repeat(60)))).toMatch(/deeper/);
  });

  it.each([
    ['@imp<!-- -->ort split by an XML comment', svg('<style>@imp<!-- -->ort "https://evil/x.css";</style>')],
    ['u<!-- -->rl( split by an XML comment', svg('<style>.a{fill:u<!-- -->rl(https://evil/p.svg#g)}</style>')],
    ['@import split across CDATA sections', svg('<style><![CDATA[@imp]]><![CDATA[ort "https://evil/x.css";]]></style>')],
    ['url( split across CDATA and text', svg('<style>.a{fill:u<![CDATA[rl(https://evil/p.svg#g)}]]></style>')],
    ['u\\72l( (a CSS escape) in <style>', svg('<style>.a{fill:u\\72l(https://evil/p.svg#g)}</style>')],
    ['u\\72l( (a CSS escape) in a style attribute', svg('<rect style="fill:u\\72l(https://evil/p.svg#g)"/>')],
    ['@\\69mport (a CSS escape)', svg('<style>@\\69mport "https://evil/x.css";</style>')],
    ['image-set()', svg('<style>.a{background:image-set("https://evil/x.png" 1x)}</style>')],
    ['-webkit-image-set()', svg('<rect style="fill:-webkit-image-set(\'https://evil/x.png\' 1x)"/>')],
    ['URL( in capitals', svg('<style>.a{fill:URL(https://evil/p.svg#g)}</style>')],
    ['url() after a CSS comment', svg('<style>.a{fill:url(/**/https://evil/p.svg#g)}</style>')],
    ['a url() hidden behind "/*" in a string', svg('<style>.a{content:"/*"}.b{fill:url(https://evil/p.svg#g)}/* */</style>')],
    ['url() in a presentation attribute', svg('<rect fill="url(https://evil/p.svg#g)"/>')],
    ['an element inside <style>', svg('<style><g/>.a{fill:red}</style>')],
  ])('refuses the CSS trick %s', (_what, text) => {
    expect(findUnsafeSvg(text)).not.toBeNull();
  });

  it('passes CSS that stays inside the document, however it is spelled', () => {
    expect(findUnsafeSvg(svg('<style>.a{fill:url( "#g" )} /* url(https://x) in a comment */</style><rect class="a" fill="url(#g)"/>'))).toBeNull();
    expect(findUnsafeSvg(svg('<rect style="fill:url(\'#g\');stroke:u\\72l(#g)"/>'))).toBeNull();
  });

  it('refuses a <style> or CSS attribute longer than the limit', () => {
    expect(findUnsafeSvg(svg(`<style>.a{fill:red}${' '.repeat(SVG_MAX_CSS_CHARS)}</style>`))).toMatch(/longer than/);
    expect(findUnsafeSvg(svg(`<rect style="fill:red;${' '.repeat(SVG_MAX_CSS_CHARS)}"/>`))).toMatch(/longer than/);
    expect(findUnsafeSvg(svg(`<style>.a{fill:red}${' '.repeat(SVG_MAX_CSS_CHARS - 20)}</style>`))).toBeNull();
  });

  /**
   * 5 MB logos built to make a backtracking check slow (runs of spaces between url( and the
   * fragment, thousands of comments and escapes). Each is decided, refused or accepted; the time it
   * takes is measured in tests/bench/hardeningLoad.ts, and this test's timeout is only a generous
   * bound that a quadratic check (hours for 5 MB) cannot meet.
   */
  const fiveMegabytes = (head: string, body: string, tail: string) =>
    head + body.repeat(Math.floor((IMAGE_UPLOAD_MAX_BYTES - head.length - tail.length) / body.length)) + tail;
  it.each([
    ['url( then 5 MB of spaces in <style>', 'refused', fiveMegabytes(`<svg ${NS}><style>.a{fill:url(`, ' ', '#g)}</style></svg>')],
    ['url( then 5 MB of spaces in a style attribute', 'refused', fiveMegabytes(`<svg ${NS}><rect style="fill:url(`, ' ', '#g)"/></svg>')],
    ['url(   #g) in the style of ever more rects', 'refused', fiveMegabytes(`<svg ${NS}>`, '<rect style="fill:url(   #g)"/>', '</svg>')],
    ['a path of 5 MB', 'accepted', fiveMegabytes(`<svg ${NS}><path d="M0 0`, ' L1 1', '"/></svg>')],
  ])('decides a 5 MB adversarial logo: %s (%s)', async (_what, outcome, text) => {
    expect(text.length).toBeGreaterThan(IMAGE_UPLOAD_MAX_BYTES - 64);
    const problem = await findUnsafeSvgInSteps(text);
    if (outcome === 'accepted') expect(problem).toBeNull();
    else expect(problem).not.toBeNull();
    expect(findUnsafeSvg(text)).toBe(problem);
  }, 60_000);
});
