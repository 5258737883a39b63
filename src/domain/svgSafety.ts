import { SaxesParser, type SaxesTagNS } from 'saxes';
import { findUnsafeCss } from './cssSafety';

/**
 * Whether an SVG is safe to store and serve as an event logo (docs/decisions/hardening.md). Parsed as XML with
 * namespaces (saxes), never matched with regular expressions: the root must be `svg` in the SVG
 * namespace; only the listed static-graphics elements and attributes pass, so scripts (in any
 * namespace), foreignObject, animation (set/animate…) and event attributes never do; references
 * stay inside the document (href="#…", url(#…)), with CSS read as a browser reads it (cssSafety.ts:
 * comments and escapes decoded, so no @import or outside url() in disguise); no DOCTYPE, no
 * processing instructions (so no xml-stylesheet); and bounds against a `<use>` bomb. Pure: the
 * sandbox and the console share it (the console loads it lazily: saxes is large).
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

export const SVG_MAX_ELEMENTS = 5_000;
export const SVG_MAX_DEPTH = 50;
export const SVG_MAX_USES = 100;
/** A logo's CSS is a few rules: a <style> or an attribute holding CSS is at most this long. */
export const SVG_MAX_CSS_CHARS = 100_000;
/** Without one of these characters an attribute value cannot call a CSS function or hold an at-rule. */
const MAY_HOLD_CSS = /[(@:\\]/;

const ELEMENTS = new Set(
  (
    'svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop pattern clipPath mask marker style filter feBlend feColorMatrix ' +
    'feComponentTransfer feComposite feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur ' +
    'feMerge feMergeNode feMorphology feOffset'
  ).split(' '),
);

const ATTRIBUTES = new Set(
  (
    'id class style transform viewBox width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength ' +
    'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin ' +
    'stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility overflow ' +
    'clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits primitiveUnits ' +
    'font-family font-size font-weight font-style font-variant font-stretch text-anchor dominant-baseline ' +
    'alignment-baseline baseline-shift letter-spacing word-spacing text-decoration dx dy rotate textLength ' +
    'lengthAdjust startOffset method spacing side gradientUnits gradientTransform spreadMethod offset ' +
    'stop-color stop-opacity patternUnits patternContentUnits patternTransform preserveAspectRatio version ' +
    'baseProfile marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient ' +
    'in in2 result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude ' +
    'exponent radius flood-color flood-opacity vector-effect shape-rendering text-rendering image-rendering ' +
    'color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation href media ' +
    'role aria-label aria-hidden aria-labelledby aria-describedby focusable lang'
  ).split(' '),
);

/** Characters a step of findUnsafeSvgInSteps parses before it lets other work run. */
export const SVG_STEP_CHARS = 256 * 1024;

/** Browsers ignore white space and control characters inside a URL scheme ("java\nscript:"). */
const squeeze = (value: string): string => value.replace(/[\s\u0000-\u001f]+/g, '');

interface SvgCheck {
  /** parses the next piece of the text; false once a problem is found (stop writing) */
  write(text: string): boolean;
  /** the problem (a short English phrase for the message), or null when the whole SVG is safe */
  finish(): string | null;
}

/**
 * One pass over the SVG, fed in pieces. Every handler's work is linear in what it is given:
 * attribute values and the text of a <style> go through the CSS check of cssSafety.ts once.
 */
function createSvgCheck(): SvgCheck {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  let elements = 0;
  let uses = 0;
  let rootSeen = false;
  /** per open element: whether its subtree holds a <use>, its id, and (a <style>) its text so far */
  const stack: { id?: string; hasUse: boolean; css?: string[]; cssLength: number }[] = [];
  const idsWithUse = new Set<string>();
  const useTargets: string[] = [];
  const stop = (what: string): never => {
    problem = what;
    throw new Error(what);
  };

  const checkTag = (tag: SaxesTagNS): void => {
    elements++;
    if (elements > SVG_MAX_ELEMENTS) stop(`more than ${SVG_MAX_ELEMENTS} elements`);
    if (stack.length >= SVG_MAX_DEPTH) stop(`elements nested deeper than ${SVG_MAX_DEPTH}`);
    if (!rootSeen) {
      rootSeen = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) stop('a root element other than <svg> in the SVG namespace');
    }
    if (tag.uri !== SVG_NS) stop(`the element <${tag.name}> outside the SVG namespace`);
    if (!ELEMENTS.has(tag.local)) stop(`the element <${tag.local}>`);
    // a browser reads a <style>'s CSS from its text alone; an element inside it has no business there
    if (stack[stack.length - 1]?.css) stop('an element inside <style>');
    let id: string | undefined;
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, name, value } = attribute;
      if (uri === XMLNS_NS || name === 'xmlns') continue; // namespace declarations
      const isHref = (uri === XLINK_NS || uri === '') && local === 'href';
      if (uri === XML_NS && ['space', 'lang'].includes(local)) continue;
      if (!isHref && (uri !== '' || !ATTRIBUTES.has(local))) stop(`the attribute ${name}`);
      if (isHref && !value.trim().startsWith('#')) stop(`a reference outside the document (${name})`);
      if (/javascript:/i.test(squeeze(value))) stop(`a reference outside the document (${name})`);
      // style="…" is CSS, and presentation attributes (fill="url(…)") are read as CSS values
      if (MAY_HOLD_CSS.test(value)) {
        if (value.length > SVG_MAX_CSS_CHARS) stop(`CSS longer than ${SVG_MAX_CSS_CHARS} characters (${name})`);
        const css = findUnsafeCss(value);
        if (css) stop(`${css} (${name})`);
      }
      if (local === 'id') id = value;
      if (tag.local === 'use' && isHref) useTargets.push(value.trim().slice(1));
    }
    if (tag.local === 'use') {
      uses++;
      if (uses > SVG_MAX_USES) stop(`more than ${SVG_MAX_USES} <use> elements`);
      for (const open of stack) open.hasUse = true;
    }
    stack.push({ id, hasUse: tag.local === 'use', css: tag.local === 'style' ? [] : undefined, cssLength: 0 });
  };

  parser.on('opentag', checkTag);
  parser.on('closetag', () => {
    const closed = stack.pop();
    if (closed?.id && closed.hasUse) idsWithUse.add(closed.id);
    // the whole text of the <style>, joined across XML comments and CDATA sections
    // ("@imp<!-- -->ort" is @import to the browser), checked once
    const css = closed?.css && findUnsafeCss(closed.css.join(''));
    if (css) stop(`${css} in <style>`);
  });
  const collectCss = (text: string) => {
    const open = stack[stack.length - 1];
    if (!open?.css) return;
    open.cssLength += text.length;
    if (open.cssLength > SVG_MAX_CSS_CHARS) stop(`a <style> longer than ${SVG_MAX_CSS_CHARS} characters`);
    open.css.push(text);
  };
  parser.on('text', collectCss);
  parser.on('cdata', collectCss);
  parser.on('doctype', () => stop('a DOCTYPE'));
  parser.on('processinginstruction', (pi) => stop(`the processing instruction <?${pi.target}?>`));
  parser.on('error', (error) => stop(problem ?? `malformed XML (${error.message.split('\n')[0]})`));

  const attempt = (step: () => void): boolean => {
    if (problem) return false;
    try {
      step();
    } catch (error) {
      problem ??= `malformed XML (${(error as Error).message})`;
    }
    return problem === null;
  };
  return {
    write: (text) => attempt(() => parser.write(text)),
    finish: () => {
      if (!attempt(() => parser.close())) return problem;
      if (!rootSeen) return 'no <svg> element';
      // a <use> of something holding a <use> is how the exponential "use bomb" grows
      if (useTargets.some((target) => idsWithUse.has(target))) return 'a <use> of an element that holds a <use>';
      return null;
    },
  };
}

/** What makes the SVG unsafe (a short English phrase for the message), or null when it is safe. */
export function findUnsafeSvg(svgText: string): string | null {
  const check = createSvgCheck();
  check.write(svgText);
  return check.finish();
}

/** Lets queued work run: setImmediate in Node (the sandbox), a zero timeout in a browser. */
const yieldToOthers = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * The same check in steps of SVG_STEP_CHARS, letting other work run between them: the console
 * checks a 5 MB logo without freezing the page for the whole parse. (The running sandbox checks on
 * a worker thread instead, sandbox/svgChecker.ts: in steps, other requests still wait a step each.)
 */
export async function findUnsafeSvgInSteps(svgText: string): Promise<string | null> {
  const check = createSvgCheck();
  for (let at = 0; at < svgText.length; at += SVG_STEP_CHARS) {
    if (!check.write(svgText.slice(at, at + SVG_STEP_CHARS))) break;
    await yieldToOthers();
  }
  return check.finish();
}
