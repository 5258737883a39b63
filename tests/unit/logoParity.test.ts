import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/contract/constants';
import { findUnsafeCss as consoleCss } from '../../src/domain/cssSafety';
import { checkLogo, checkLogoContent, maxLogoMegabytes as consoleMax, sniffImageType } from '../../src/domain/logo';
import { findUnsafeSvg as consoleSvg } from '../../src/domain/svgSafety';
import { findUnsafeCss as sandboxCss } from '../../sandbox/rules/cssSafety';
import { declaredLogoProblem, imageTypeOf, logoContent, maxLogoMegabytes as sandboxMax } from '../../sandbox/rules/logo';
import { findUnsafeSvg as sandboxSvg, findUnsafeSvgInSteps } from '../../sandbox/rules/svgSafety';

/**
 * The event-logo rule as the sandbox applies it on receipt (sandbox/rules/logo.ts, svgSafety.ts,
 * cssSafety.ts) held against the console's check before sending (src/domain/): the same files
 * pass, and the same are refused for the same reason.
 */

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${attrs} viewBox="0 0 10 10">${inner}</svg>`;

const SVGS = [
  svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#f56522"/></linearGradient><path id="p" d="M0 0h10v10z"/></defs><style>.a{fill:url(#g)}</style><use href="#p" class="a"/>'),
  `<?xml version="1.0" encoding="UTF-8"?>\n${svg('<text x="1" y="9" font-family="sans-serif">Peach</text>')}`,
  svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#p"/><path id="p" d="M0 0"/>'),
  svg('<rect xml:space="preserve" style="fill:url(\'#g\');stroke:u\\72l(#g)"/>'),
  '<?xml version="1.0"?><!-- <svg --><html xmlns="http://www.w3.org/1999/xhtml"/>',
  '<svg><rect/></svg>',
  svg('<script>alert(1)</script>'),
  svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
  svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  svg('<set attributeName="onmouseover" to="alert(1)"/>'),
  svg('<foreignObject/>'),
  svg('', 'onload="alert(1)"'),
  svg('<image href="https://evil.example/x.png"/>'),
  svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil/x.svg#a"/>'),
  svg('<a href="java&#x73;cript:alert(1)"/>'),
  svg('<rect fill="url(https://evil/p.svg#g)"/>'),
  svg('<rect style="fill:u\\72l(https://evil/p.svg#g)"/>'),
  svg('<style>@imp<!-- -->ort "https://evil/x.css";</style>'),
  svg('<style><![CDATA[@imp]]><![CDATA[ort "https://evil/x.css";]]></style>'),
  svg('<style>.a{content:"/*"}.b{fill:url(https://evil/p.svg#g)}/* */</style>'),
  svg('<style>.a{background:image-set("https://evil/x.png" 1x)}</style>'),
  svg('<style><g/>.a{fill:red}</style>'),
  svg(`<style>.a{fill:red}${' '.repeat(100_001)}</style>`),
  `<?xml-stylesheet href="https://evil/x.css"?>${svg('')}`,
  `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('&a;')}`,
  `<svg ${NS}><rect></svg>`,
  'plain text',
  '',
  svg('<g id="a"><use href="#p"/></g><use href="#a"/><path id="p" d="M0 0"/>'),
  svg('<rect/>'.repeat(5_001)),
  svg('<g>'.repeat(60) + '</g>'.repeat(60)),
  svg('<use href="#p"/>'.repeat(101) + '<path id="p" d="M0 0"/>'),
];

const CSS = ['fill:url(#g)', 'fill:url( "#g" )', 'fill:URL(https://x)', '@\\69mport "x"', 'a{b:c}/* url(https://x)', 'x:"\\\nurl(https://x)"', "fill:u\\000072l('https://x')", 'behavior:url(x)', '-moz-binding:x', 'src("x")'];

describe('event logos, sandbox and console', () => {
  it('judge every SVG alike, for the same reason', async () => {
    // the corpus holds logos that pass and many ways to fail
    expect(SVGS.filter((text) => consoleSvg(text) === null).length).toBe(4);
    for (const text of SVGS) {
      const expected = consoleSvg(text);
      expect([text.slice(0, 80), sandboxSvg(text)]).toEqual([text.slice(0, 80), expected]);
      expect(await findUnsafeSvgInSteps(text)).toBe(expected);
    }
  });

  it('judge CSS alike', () => {
    for (const css of CSS) expect([css, sandboxCss(css)]).toEqual([css, consoleCss(css)]);
  });

  it('take the same declared types and sizes', () => {
    const files = [
      { type: 'image/png', size: 1 },
      { type: 'image/svg+xml', size: IMAGE_UPLOAD_MAX_BYTES },
      { type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 },
      { type: 'image/webp', size: 10 },
      { type: '', size: 10 },
    ];
    for (const file of files) expect(declaredLogoProblem(file)).toEqual(checkLogo(file));
    expect(sandboxMax()).toBe(consoleMax());
  });

  it('see the same image type in the bytes, and refuse the same content', async () => {
    const bytes = [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0],
      [0xff, 0xd8, 0xff, 0xe0],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      [0x89, 0x50, 0x4e],
      ...['  <svg xmlns="x"/>', '<?xml version="1.0"?><svg/>', '<?xml version="1.0"?><html/>', '<SVG/>', 'hello'].map((text) => [...new TextEncoder().encode(text)]),
    ].map((list) => new Uint8Array(list));
    const check = async (svgBytes: Uint8Array) => consoleSvg(new TextDecoder().decode(svgBytes));
    for (const file of bytes) {
      expect(imageTypeOf(file)).toBe(sniffImageType(file));
      expect(await logoContent(file, check)).toEqual(await checkLogoContent(file, check));
    }
  });
});
