import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_TEMPLATES, areaLabel, templatePath, templateSvg } from './print-templates.ts';

// The served files: apps/shop-web/public (import.meta.url is not a file URL under jsdom).
const PUBLIC = join(import.meta.dirname, '../../public');
const published = (path: string) => readFileSync(join(PUBLIC, path), 'utf8');

/** The parsed SVG document, failing the test when the XML is not well-formed. */
function parseSvg(source: string): Document {
  const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('print-area templates', () => {
  it('the public folder holds exactly one file per template', () => {
    expect(readdirSync(join(PUBLIC, 'templates')).toSorted()).toEqual(PRINT_TEMPLATES.map((t) => `${t.slug}.svg`).toSorted());
  });

  it.each(PRINT_TEMPLATES.map((template) => [template.slug, template] as const))(
    '%s.svg is the generated template (rerun write-print-templates.ts after a change)',
    (_slug, template) => {
      expect(published(templatePath(template))).toBe(templateSvg(template));
    },
  );

  it.each(PRINT_TEMPLATES.map((template) => [template.slug, template] as const))(
    '%s.svg is well-formed SVG at full size in mm, with a labelled rectangle of the right size per print area',
    (_slug, template) => {
      const svg = parseSvg(published(templatePath(template))).documentElement;
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('viewBox')]).toEqual([
        `${template.width}mm`,
        `${template.height}mm`,
        `0 0 ${template.width} ${template.height}`,
      ]);
      const areas = [...svg.querySelectorAll('#print-areas > g')].map((group) => ({
        label: group.querySelector('text')?.textContent,
        size: [group.querySelector('rect')?.getAttribute('width'), group.querySelector('rect')?.getAttribute('height')],
      }));
      expect(areas).toEqual(template.areas.map((area) => ({ label: areaLabel(area), size: [String(area.width), String(area.height)] })));
      // Unrotated areas lie on the canvas.
      for (const area of template.areas.filter((a) => !a.rotate)) {
        expect(area.x >= 0 && area.y >= 0 && area.x + area.width <= template.width && area.y + area.height <= template.height).toBe(true);
      }
    },
  );

  it('offers the print sizes of the catalogue: A3 and A4 front and back, 10cm spots, cap front, tote sides and towel', () => {
    const labels = new Set(PRINT_TEMPLATES.flatMap((template) => template.areas.map(areaLabel)));
    expect([...labels].toSorted()).toEqual(
      [
        '前面 A3（297×420 mm）',
        '前面 A4（210×297 mm）',
        '背面 A3（297×420 mm）',
        '背面 A4（210×297 mm）',
        '左胸 10cm×10cm（100×100 mm）',
        '左袖 10cm×10cm（100×100 mm）',
        '右袖 10cm×10cm（100×100 mm）',
        'フロント 10cm×6cm（100×60 mm）',
        '表面・裏面 A4（210×297 mm）',
        '片面 A3（297×420 mm）',
      ].toSorted(),
    );
  });

  it('escapes text so a label can never break the XML', () => {
    const [first] = PRINT_TEMPLATES;
    if (!first) throw new Error('no templates');
    const svg = templateSvg({
      ...first,
      garment: 'A&B <T>',
      areas: [{ position: '"前"', size: 'A4', width: 210, height: 297, x: 0, y: 0 }],
    });
    expect(parseSvg(svg).querySelector('title')?.textContent).toBe('A&B <T> 前面 プリント範囲テンプレート');
  });
});
