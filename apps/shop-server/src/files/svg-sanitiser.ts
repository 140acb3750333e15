/**
 * Cleaning an uploaded SVG before it is stored, rendered or shown: an SVG is a document that a
 * browser runs (scripts, event handlers, links, external loads), and ours are shown back on the
 * shop's own origin.
 *
 * Why DOMPurify on jsdom: it is the most widely used and most scrutinised sanitiser, maintained by
 * security researchers (cure53), with an SVG profile (`USE_PROFILES: { svg, svgFilters }`) that lists
 * the elements and attributes known to be safe, and it works on a real DOM, so the parser that
 * cleans is a browser-grade one (jsdom and parse5, both already in the workspace). `isomorphic-dompurify`
 * is only this pairing with its own jsdom copy; `sanitize-html` is built for HTML fragments, and an
 * SVG allow-list there would be ours to get right. What DOMPurify allows but a print file must not
 * have is removed by the hooks below: any reference outside the file (`href`/`xlink:href` other than
 * `#fragment` or a raster `data:image/…`, `url(…)` in attributes and styles, `@import`).
 *
 * jsdom is large, so it is loaded on the first SVG upload, not at server start.
 */
import type { DOMPurify } from 'dompurify';

/** Why an SVG is refused (the caller answers 422). */
export type SvgProblem = 'malformed' | 'entities';

export type SanitisedSvg = { ok: true; svg: string } | { ok: false; problem: SvgProblem };

/** A reference that stays inside the file: `#id`, or an embedded raster image. */
const SAFE_REFERENCE = /^(?:#[^\s"'()]*|data:image\/(?:png|jpeg|gif|webp)[;,][^"'()]*)$/i;
/** `javascript:`, `vbscript:` with any whitespace or control characters inside (as browsers skip them). */
const SCRIPT_URL = /(?:j\W*a\W*v\W*a|v\W*b)\W*s\W*c\W*r\W*i\W*p\W*t\W*:/i;
const URL_FUNCTION = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

const isSafeReference = (value: string) => SAFE_REFERENCE.test(value.trim());

/** Whether every `url(…)` in the text points inside the file (and no `url(` is left unparsed). */
function urlsAreSafe(text: string): boolean {
  const mentions = text.match(/url\s*\(/gi)?.length ?? 0;
  const targets = [...text.matchAll(URL_FUNCTION)].map((match) => match[2] ?? '');
  return targets.length === mentions && targets.every(isSafeReference);
}

/**
 * CSS (a `<style>` element or a `style` attribute) is kept only when it loads nothing: no `@import`,
 * only inside references in `url()`, and no backslash (CSS escapes can spell `url(` or `@import` in
 * a way the checks above would not see).
 */
const isSafeCss = (css: string) => !css.includes('\\') && !/@import/i.test(css) && !/expression\s*\(/i.test(css) && urlsAreSafe(css);

interface Sanitiser {
  purify: DOMPurify;
  parseXml(text: string): Document;
  serialize(node: Node): string;
}

let loading: Promise<Sanitiser> | undefined;

/** One jsdom window and one DOMPurify with our hooks, made on first use. */
function sanitiser(): Promise<Sanitiser> {
  loading ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue;
      const safe =
        name === 'href' || name.endsWith(':href')
          ? isSafeReference(value)
          : name === 'style'
            ? isSafeCss(value)
            : urlsAreSafe(value) && !SCRIPT_URL.test(value);
      if (!safe) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && !isSafeCss(node.textContent ?? '')) node.textContent = '';
    });
    const parser = new window.DOMParser();
    const serializer = new window.XMLSerializer();
    return {
      purify,
      parseXml: (text) => parser.parseFromString(text, 'image/svg+xml'),
      serialize: (node) => serializer.serializeToString(node),
    };
  })();
  return loading;
}

/**
 * The SVG without anything that runs or loads: no `<script>`, no `on*` handlers, no `javascript:`
 * URLs, no `<foreignObject>`, no reference outside the file (see SAFE_REFERENCE), no DOCTYPE. An SVG
 * that declares entities (`<!ENTITY`: entity expansion is how "billion laughs" and external-entity
 * attacks work) or is not well-formed XML with an `<svg>` root is refused.
 *
 * @example await sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
 *   // { ok: true, svg: '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>' }
 */
export async function sanitiseSvg(text: string): Promise<SanitisedSvg> {
  if (/<!ENTITY/i.test(text)) return { ok: false, problem: 'entities' };
  const { purify, parseXml, serialize } = await sanitiser();
  // Well-formed XML first (jsdom's XML parser: it fetches no DTD and, with no ENTITY left, expands nothing).
  const document = parseXml(text);
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') return { ok: false, problem: 'malformed' };
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `<use>` is left out of DOMPurify's profile for its external references; with only `#fragment`
    // references allowed (hook above) it is safe, and design tools export symbols as `<use>`.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['script', 'foreignObject', 'foreignobject', 'iframe', 'embed', 'object'],
    RETURN_DOM: true,
  });
  const svg = [...(body as Element).children].find((element) => element.localName === 'svg');
  if (!svg) return { ok: false, problem: 'malformed' };
  return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(svg)}` };
}
