/**
 * A small, tolerant XML reader for SVG files: elements with their attributes and children, the text
 * of `<style>` (CDATA included); comments, processing instructions and the doctype are skipped. No
 * DOM (this library runs in Node as well), no entities beyond XML's five and numeric references,
 * never an external fetch. Malformed input gives what could be read, or null when there is no root.
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (CDATA included), e.g. a `<style>`'s rules. */
  readonly text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

interface Building {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The root element of an XML text (the first element), or null. Element names keep their prefix (`svg:path` → `path`). */
export function parseXml(source: string): XmlElement | null {
  const stack: Building[] = [];
  let root: Building | null = null;
  let i = 0;
  const close = () => {
    const done = stack.pop()!;
    const element: XmlElement = done;
    if (stack.length > 0) stack.at(-1)!.children.push(element);
  };
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i && stack.length > 0) stack.at(-1)!.text += decodeEntities(source.slice(i, textEnd));
    if (lt === -1) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      i = end === -1 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      const stop = end === -1 ? source.length : end;
      if (stack.length > 0) stack.at(-1)!.text += source.slice(lt + 9, stop);
      i = end === -1 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      i = end === -1 ? source.length : end + 2;
      continue;
    }
    if (source.startsWith('<!', lt)) {
      // A doctype, perhaps with an internal subset in brackets.
      let depth = 0;
      let j = lt + 2;
      for (; j < source.length; j++) {
        const c = source[j];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
      }
      i = j + 1;
      continue;
    }
    const gt = findTagEnd(source, lt + 1);
    if (gt === -1) break;
    const tag = source.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const name = localName(tag.slice(1).trim());
      // Close up to the matching element (tolerating unclosed children).
      const at = stack.map((b) => b.name).lastIndexOf(name);
      if (at !== -1) while (stack.length > at) close();
      if (stack.length === 0 && root) break;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameEnd = body.search(/[\s/]|$/);
    const name = localName(body.slice(0, nameEnd));
    if (!name) continue;
    const attributes: Record<string, string> = {};
    ATTRIBUTE.lastIndex = 0;
    const rest = body.slice(nameEnd);
    for (let match = ATTRIBUTE.exec(rest); match; match = ATTRIBUTE.exec(rest)) {
      attributes[match[1]!] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
    const element: Building = { name, attributes, children: [], text: '' };
    if (!root) root = element;
    else if (stack.length === 0) continue; // a second root: ignored
    if (selfClosing) {
      if (stack.length > 0) stack.at(-1)!.children.push(element);
      else break;
    } else {
      stack.push(element);
    }
  }
  while (stack.length > 0) close();
  return root;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The `>` that ends a tag, skipping quoted attribute values. */
function findTagEnd(source: string, from: number): number {
  let quote: string | null = null;
  for (let j = from; j < source.length; j++) {
    const c = source[j];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j;
  }
  return -1;
}
