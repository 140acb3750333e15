import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.ts';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

async function clean(body: string, attributes = ''): Promise<string> {
  const result = await sanitiseSvg(`<svg ${SVG_NS} viewBox="0 0 100 100"${attributes}>${body}</svg>`);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.svg;
}

describe('sanitiseSvg', () => {
  it('keeps the drawing: shapes, gradients, clip paths, text, fragment references and embedded rasters', async () => {
    const svg = await clean(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><clipPath id="c"><rect width="10" height="10"/></clipPath></defs>' +
        '<rect width="100" height="50" fill="url(#g)" clip-path="url(#c)" style="stroke: url(#g); opacity: .5"/>' +
        '<use href="#c"/><use xlink:href="#c"/><text x="1" y="20">T&amp;シャツ</text>' +
        '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/><style>.a { fill: #fff }</style>',
    );
    for (const kept of [
      '<linearGradient id="g">',
      'fill="url(#g)"',
      'clip-path="url(#c)"',
      'style="stroke: url(#g); opacity: .5"',
      '<use href="#c"/>',
      '<use xlink:href="#c"/>',
      'T&amp;シャツ',
      'href="data:image/png;base64,iVBORw0KGgo="',
      '.a { fill: #fff }',
      'viewBox="0 0 100 100"',
    ]) {
      expect(svg).toContain(kept);
    }
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it.each([
    ['<script>', '<script>alert(1)</script><rect width="1" height="1"/>', '', ['<script', 'alert']],
    ['an onload attribute', '<rect width="1" height="1" onclick="alert(1)"/>', ' onload="alert(1)"', ['onload', 'onclick', 'alert']],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)"><text>x</text></a><a xlink:href=" JaVaScRiPt:alert(2)"><text>y</text></a>',
      '',
      ['javascript', 'JaVaScRiPt'],
    ],
    [
      'external hrefs',
      '<use href="https://evil.example/x.svg#a"/><image href="//evil.example/a.png"/><feImage xlink:href="file:///etc/passwd"/>',
      '',
      ['evil.example', 'file:'],
    ],
    ['an SVG inside a data URI', '<image href="data:image/svg+xml;base64,PHN2Zz4="/>', '', ['data:image/svg']],
    [
      '<foreignObject>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></div></foreignObject>',
      '',
      ['foreignObject', 'iframe', 'evil'],
    ],
    [
      'external url() in attributes and styles',
      '<rect fill="url(https://evil.example/p.svg#p)" style="fill: url(\'https://evil.example/x\')"/><style>@import url(https://evil.example/a.css); rect { fill: red }</style>',
      '',
      ['evil.example', '@import'],
    ],
    ['CSS escapes that could spell url(', '<rect style="fill: u\\72l(https://evil.example/x)"/>', '', ['evil.example', '\\72']],
  ])('removes %s', async (_what, body, attributes, gone) => {
    const svg = await clean(body, attributes);
    for (const text of gone) expect(svg).not.toContain(text);
  });

  it('drops a DOCTYPE without internal subset (the DTD is never fetched)', async () => {
    const result = await sanitiseSvg(
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${SVG_NS}><rect width="1" height="1"/></svg>`,
    );
    expect(result.ok && result.svg).toContain('<rect width="1" height="1"/>');
    expect(result.ok && result.svg).not.toContain('DOCTYPE');
  });

  it.each([
    [
      'entity declarations (billion laughs, external entities)',
      `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><svg ${SVG_NS}><text>&b;</text></svg>`,
      'entities',
    ],
    ['an external entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}><text>&x;</text></svg>`, 'entities'],
    ['unclosed elements', `<svg ${SVG_NS}><rect>`, 'malformed'],
    ['a stray ampersand', `<svg ${SVG_NS}><text>a & b</text></svg>`, 'malformed'],
    ['another root element', '<html><svg/></html>', 'malformed'],
  ])('refuses %s', async (_what, text, problem) => {
    expect(await sanitiseSvg(text)).toEqual({ ok: false, problem });
  });
});
