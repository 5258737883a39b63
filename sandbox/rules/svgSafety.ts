import { SaxesParser, type SaxesTagNS } from 'saxes';
import { findUnsafeCss } from './cssSafety';

/**
 * Whether an SVG may be stored and served as an event logo (docs/decisions/hardening.md). It is
 * parsed as XML with namespaces, never matched with regular expressions: the root is `svg` in the
 * SVG namespace; only static-graphics elements and attributes pass (no script in any namespace,
 * no foreignObject, no animation, no event attribute); references stay inside the document
 * (href="#…", url(#…), its CSS read as a browser reads it, cssSafety.ts); no DOCTYPE and no
 * processing instruction; and bounds against a `<use>` bomb.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

export const SVG_MAX_ELEMENTS = 5_000;
export const SVG_MAX_DEPTH = 50;
export const SVG_MAX_USES = 100;
/** A logo's CSS is a few rules: a <style> or an attribute holding CSS is at most this long. */
export const SVG_MAX_CSS_CHARS = 100_000;
/** Characters a step of findUnsafeSvgInSteps parses before other work may run. */
export const SVG_STEP_CHARS = 256 * 1024;

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

const ELEMENTS = words(`
  svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker style filter feBlend feColorMatrix
  feComponentTransfer feComposite feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feMerge feMergeNode feMorphology feOffset`);

const ATTRIBUTES = words(`
  id class style transform viewBox width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility overflow
  clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits primitiveUnits
  font-family font-size font-weight font-style font-variant font-stretch text-anchor dominant-baseline
  alignment-baseline baseline-shift letter-spacing word-spacing text-decoration dx dy rotate textLength
  lengthAdjust startOffset method spacing side gradientUnits gradientTransform spreadMethod offset
  stop-color stop-opacity patternUnits patternContentUnits patternTransform preserveAspectRatio version
  baseProfile marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient
  in in2 result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude
  exponent radius flood-color flood-opacity vector-effect shape-rendering text-rendering image-rendering
  color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation href media
  role aria-label aria-hidden aria-labelledby aria-describedby focusable lang`);

/** Without one of these an attribute value can call no CSS function and hold no at-rule. */
const MAY_HOLD_CSS = /[(@:\\]/;

/** Browsers ignore white space and control characters inside a URL scheme ("java\nscript:"). */
const runsScript = (value: string): boolean => /javascript:/i.test(value.replace(/[\s\u0000-\u001f]+/g, ''));

/** An open element: its id, whether its subtree holds a <use>, and (a <style>) its text so far. */
interface Open {
  id?: string;
  holdsUse: boolean;
  css?: string[];
  cssLength: number;
}

/** Thrown to stop the parser at the first problem. */
class Unsafe extends Error {}

/** One check over an SVG fed in pieces: write() is false once a problem is found; finish() names it, or null. */
class SvgCheck {
  private readonly parser = new SaxesParser({ xmlns: true });
  private problem: string | null = null;
  private elements = 0;
  private uses = 0;
  private rootSeen = false;
  private readonly open: Open[] = [];
  private readonly idsHoldingUse = new Set<string>();
  private readonly useTargets: string[] = [];

  constructor() {
    this.parser.on('opentag', (tag) => this.openTag(tag));
    this.parser.on('closetag', () => this.closeTag());
    this.parser.on('text', (text) => this.styleText(text));
    this.parser.on('cdata', (text) => this.styleText(text));
    this.parser.on('doctype', () => this.stop('a DOCTYPE'));
    this.parser.on('processinginstruction', (pi) => this.stop(`the processing instruction <?${pi.target}?>`));
    this.parser.on('error', (error) => this.stop(this.problem ?? `malformed XML (${error.message.split('\n')[0]})`));
  }

  private stop(problem: string): never {
    this.problem = problem;
    throw new Unsafe(problem);
  }

  private openTag(tag: SaxesTagNS): void {
    if (++this.elements > SVG_MAX_ELEMENTS) this.stop(`more than ${SVG_MAX_ELEMENTS} elements`);
    if (this.open.length >= SVG_MAX_DEPTH) this.stop(`elements nested deeper than ${SVG_MAX_DEPTH}`);
    if (!this.rootSeen) {
      this.rootSeen = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) this.stop('a root element other than <svg> in the SVG namespace');
    }
    if (tag.uri !== SVG_NS) this.stop(`the element <${tag.name}> outside the SVG namespace`);
    if (!ELEMENTS.has(tag.local)) this.stop(`the element <${tag.local}>`);
    // a browser reads a <style>'s CSS from its text alone: an element has no business inside it
    if (this.open.at(-1)?.css) this.stop('an element inside <style>');
    let id: string | undefined;
    for (const { uri, local, name, value } of Object.values(tag.attributes)) {
      if (uri === XMLNS_NS || name === 'xmlns') continue;
      if (uri === XML_NS && (local === 'space' || local === 'lang')) continue;
      const isHref = local === 'href' && (uri === '' || uri === XLINK_NS);
      if (!isHref && (uri !== '' || !ATTRIBUTES.has(local))) this.stop(`the attribute ${name}`);
      if ((isHref && !value.trim().startsWith('#')) || runsScript(value)) this.stop(`a reference outside the document (${name})`);
      // style="…" is CSS, and presentation attributes (fill="url(…)") are read as CSS values
      if (MAY_HOLD_CSS.test(value)) {
        if (value.length > SVG_MAX_CSS_CHARS) this.stop(`CSS longer than ${SVG_MAX_CSS_CHARS} characters (${name})`);
        const css = findUnsafeCss(value);
        if (css) this.stop(`${css} (${name})`);
      }
      if (local === 'id') id = value;
      if (tag.local === 'use' && isHref) this.useTargets.push(value.trim().slice(1));
    }
    const isUse = tag.local === 'use';
    if (isUse) {
      if (++this.uses > SVG_MAX_USES) this.stop(`more than ${SVG_MAX_USES} <use> elements`);
      for (const ancestor of this.open) ancestor.holdsUse = true;
    }
    this.open.push({ id, holdsUse: isUse, css: tag.local === 'style' ? [] : undefined, cssLength: 0 });
  }

  private closeTag(): void {
    const closed = this.open.pop();
    if (closed?.id && closed.holdsUse) this.idsHoldingUse.add(closed.id);
    // the whole text of a <style>, joined across XML comments and CDATA sections
    // ("@imp<!-- -->ort" is @import to the browser), checked once
    const css = closed?.css && findUnsafeCss(closed.css.join(''));
    if (css) this.stop(`${css} in <style>`);
  }

  private styleText(text: string): void {
    const style = this.open.at(-1);
    if (!style?.css) return;
    style.cssLength += text.length;
    if (style.cssLength > SVG_MAX_CSS_CHARS) this.stop(`a <style> longer than ${SVG_MAX_CSS_CHARS} characters`);
    style.css.push(text);
  }

  private attempt(step: () => void): boolean {
    if (this.problem) return false;
    try {
      step();
    } catch (error) {
      this.problem ??= `malformed XML (${(error as Error).message})`;
    }
    return this.problem === null;
  }

  write(text: string): boolean {
    return this.attempt(() => this.parser.write(text));
  }

  finish(): string | null {
    if (!this.attempt(() => this.parser.close())) return this.problem;
    if (!this.rootSeen) return 'no <svg> element';
    // a <use> of something that holds a <use> is how the exponential "use bomb" grows
    if (this.useTargets.some((target) => this.idsHoldingUse.has(target))) return 'a <use> of an element that holds a <use>';
    return null;
  }
}

/** What makes the SVG unsafe (a short English phrase for the refusal), or null when it is safe. */
export function findUnsafeSvg(svgText: string): string | null {
  const check = new SvgCheck();
  check.write(svgText);
  return check.finish();
}

/** The same check in steps of SVG_STEP_CHARS, letting other work run between them (the server's own thread). */
export async function findUnsafeSvgInSteps(svgText: string): Promise<string | null> {
  const check = new SvgCheck();
  for (let at = 0; at < svgText.length; at += SVG_STEP_CHARS) {
    if (!check.write(svgText.slice(at, at + SVG_STEP_CHARS))) break;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return check.finish();
}
