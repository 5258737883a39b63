import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Whether an SVG is safe to store and serve as an event logo (issue 7). Parsed as XML with
 * namespaces (saxes), never matched with regular expressions: the root must be `svg` in the SVG
 * namespace; only the listed static-graphics elements and attributes pass, so scripts (in any
 * namespace), foreignObject, animation (set/animate…) and event attributes never do; references
 * stay inside the document (href="#…", url(#…)); no DOCTYPE, no processing instructions (so no
 * xml-stylesheet), no @import; and bounds against a `<use>` bomb. Pure: the sandbox and the
 * console share it (the console should load it lazily: saxes is ~40 kB).
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

export const SVG_MAX_ELEMENTS = 5_000;
export const SVG_MAX_DEPTH = 50;
export const SVG_MAX_USES = 100;

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

/** url(…) that points anywhere but a fragment of this document; @import; script-ish URLs. */
const EXTERNAL_CSS = /@import|url\s*\(\s*(?!['"]?\s*#)|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/** Browsers ignore white space and control characters inside a URL scheme ("java\nscript:"). */
const squeeze = (value: string): string => value.replace(/[\s\u0000-\u001f]+/g, '');

/** What makes the SVG unsafe (a short English phrase for the message), or null when it is safe. */
export function findUnsafeSvg(svgText: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  let elements = 0;
  let uses = 0;
  let rootSeen = false;
  /** per open element: whether its subtree holds a <use>, and its id */
  const stack: { id?: string; hasUse: boolean; isStyle: boolean }[] = [];
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
    let id: string | undefined;
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, name, value } = attribute;
      if (uri === XMLNS_NS || name === 'xmlns') continue; // namespace declarations
      const isHref = (uri === XLINK_NS || uri === '') && local === 'href';
      if (uri === XML_NS && ['space', 'lang'].includes(local)) continue;
      if (!isHref && (uri !== '' || !ATTRIBUTES.has(local))) stop(`the attribute ${name}`);
      if (isHref && !value.trim().startsWith('#')) stop(`a reference outside the document (${name})`);
      if (/javascript:/i.test(squeeze(value)) || EXTERNAL_CSS.test(value)) stop(`a reference outside the document (${name})`);
      if (local === 'id') id = value;
      if (tag.local === 'use' && isHref) useTargets.push(value.trim().slice(1));
    }
    if (tag.local === 'use') {
      uses++;
      if (uses > SVG_MAX_USES) stop(`more than ${SVG_MAX_USES} <use> elements`);
      for (const open of stack) open.hasUse = true;
    }
    stack.push({ id, hasUse: tag.local === 'use', isStyle: tag.local === 'style' });
  };

  parser.on('opentag', checkTag);
  parser.on('closetag', () => {
    const closed = stack.pop();
    if (closed?.id && closed.hasUse) idsWithUse.add(closed.id);
  });
  const checkText = (text: string) => {
    if (stack[stack.length - 1]?.isStyle && EXTERNAL_CSS.test(text)) stop('@import or an outside url() in <style>');
  };
  parser.on('text', checkText);
  parser.on('cdata', checkText);
  parser.on('doctype', () => stop('a DOCTYPE'));
  parser.on('processinginstruction', (pi) => stop(`the processing instruction <?${pi.target}?>`));
  parser.on('error', (error) => stop(problem ?? `malformed XML (${error.message.split('\n')[0]})`));
  try {
    parser.write(svgText).close();
  } catch (error) {
    return problem ?? `malformed XML (${(error as Error).message})`;
  }
  if (!rootSeen) return 'no <svg> element';
  // a <use> of something holding a <use> is how the exponential "use bomb" grows
  if (useTargets.some((target) => idsWithUse.has(target))) return 'a <use> of an element that holds a <use>';
  return null;
}
