/**
 * The downloadable print-area templates (/reference/templates): one SVG per garment and side, drawn
 * at full size in millimetres, with the print areas the catalogue sells (the print specs of the demo
 * data: 前面・背面 A4/A3, 左胸 and 袖 10cm×10cm, キャップ 10cm×6cm, トート 表面・裏面 A4, タオル A3).
 * The files in `apps/shop-web/public/templates/` are written from this module by
 * `write-print-templates.ts`; a test checks they match.
 */

/** One print area of a template, in mm on the template's canvas. */
export interface PrintArea {
  /** Print position as the order form names it (前面, 背面, 左胸, 右袖 …). */
  position: string;
  /** Size name of the print spec (A4, A3, 10cm×10cm …). */
  size: string;
  /** Width and height of the area, mm. */
  width: number;
  height: number;
  /** Top-left corner before rotation, mm. */
  x: number;
  y: number;
  /** Clockwise rotation about the area's centre, degrees (sleeves follow the sleeve's slope). */
  rotate?: number;
}

/** One downloadable template. */
export interface PrintTemplate {
  /** File stem: `/templates/{slug}.svg`. */
  slug: string;
  /** Garment name shown in the list. */
  garment: string;
  /** Side of the garment (前面, 背面, 表面・裏面 …). */
  side: string;
  /** Canvas size, mm. */
  width: number;
  height: number;
  /** Garment outline as SVG path data, mm. */
  outline: string;
  /** Seams, pockets and other details drawn thinner, SVG path data, mm. */
  details?: string;
  areas: readonly PrintArea[];
  /** Body size the outline is drawn at. */
  note: string;
}

// A3 and A4 portrait, and the 10cm×10cm spot (mm, width × height).
const A3 = { size: 'A3', width: 297, height: 420 } as const;
const A4 = { size: 'A4', width: 210, height: 297 } as const;
const SPOT = { size: '10cm×10cm', width: 100, height: 100 } as const;

/** A print area centred horizontally on `centreX`, its top at `y`. */
const centred = (position: string, spec: { size: string; width: number; height: number }, centreX: number, y: number): PrintArea => ({
  position,
  ...spec,
  x: centreX - spec.width / 2,
  y,
});

// Short-sleeved T-shirt, size L (身幅 55cm, 身丈 73cm), seen from the front; the back differs only at the neck.
const TSHIRT_BODY = 'L 600 70 L 780 150 L 730 275 L 675 245 L 675 800 L 125 800 L 125 245 L 70 275 L 20 150 L 200 70 Z';
// Pullover hoodie, size L, with long sleeves, hood and a kangaroo pocket.
const HOODIE_BODY = 'L 790 110 L 1173 431 L 1096 523 L 870 360 L 870 850 L 330 850 L 330 360 L 104 523 L 27 431 L 410 110 Z';

/** Every template, in the order of the download list. */
export const PRINT_TEMPLATES: readonly PrintTemplate[] = [
  {
    slug: 'tshirt-front',
    garment: 'Tシャツ',
    side: '前面',
    width: 800,
    height: 880,
    outline: `M 320 45 Q 400 125 480 45 ${TSHIRT_BODY}`,
    details: 'M 320 45 Q 400 140 480 45 M 600 70 L 675 245 M 200 70 L 125 245',
    areas: [
      centred('前面', A3, 400, 150),
      centred('前面', A4, 400, 150),
      { position: '左胸', ...SPOT, x: 480, y: 140 },
      { position: '左袖', ...SPOT, x: 650, y: 138, rotate: 24 },
      { position: '右袖', ...SPOT, x: 50, y: 138, rotate: -24 },
    ],
    note: 'Lサイズ（身幅55cm・身丈73cm）の原寸です。左胸・左袖は着用者から見た左側（正面から見て右側）です。',
  },
  {
    slug: 'tshirt-back',
    garment: 'Tシャツ',
    side: '背面',
    width: 800,
    height: 880,
    outline: `M 320 45 Q 400 70 480 45 ${TSHIRT_BODY}`,
    details: 'M 600 70 L 675 245 M 200 70 L 125 245',
    areas: [centred('背面', A3, 400, 110), centred('背面', A4, 400, 110)],
    note: 'Lサイズ（身幅55cm・身丈73cm）の原寸です。えり下から約5cm下を上端の目安にしています。',
  },
  {
    slug: 'hoodie-front',
    garment: 'パーカー',
    side: '前面',
    width: 1200,
    height: 920,
    outline: `M 500 90 Q 470 10 600 10 Q 730 10 700 90 ${HOODIE_BODY}`,
    details:
      'M 500 90 Q 600 170 700 90 M 570 150 L 570 230 M 630 150 L 630 230 M 450 640 L 750 640 L 800 800 L 400 800 Z M 790 110 L 870 360 M 410 110 L 330 360',
    areas: [
      centred('前面', A3, 600, 200),
      centred('前面', A4, 600, 200),
      { position: '左胸', ...SPOT, x: 680, y: 190 },
      { position: '左袖', ...SPOT, x: 872, y: 262, rotate: 40 },
      { position: '右袖', ...SPOT, x: 228, y: 262, rotate: -40 },
    ],
    note: 'Lサイズ（身幅54cm・身丈74cm）の原寸です。ひもとポケットの上にはプリントできません。A3は前ポケットの上端までに収まります。',
  },
  {
    slug: 'hoodie-back',
    garment: 'パーカー',
    side: '背面',
    width: 1200,
    height: 920,
    outline: `M 500 90 Q 470 10 600 10 Q 730 10 700 90 ${HOODIE_BODY}`,
    details: 'M 500 90 Q 600 230 700 90 M 790 110 L 870 360 M 410 110 L 330 360',
    areas: [centred('背面', A3, 600, 240), centred('背面', A4, 600, 240)],
    note: 'Lサイズ（身幅54cm・身丈74cm）の原寸です。フードが重なる部分を避け、上端はえり下約8cmからです。',
  },
  {
    slug: 'tote-bag',
    garment: 'トートバッグ',
    side: '表面・裏面',
    width: 500,
    height: 660,
    outline: 'M 60 200 L 440 200 L 440 620 L 60 620 Z',
    details:
      'M 150 200 L 150 80 Q 150 40 190 40 L 310 40 Q 350 40 350 80 L 350 200 M 175 200 L 175 85 Q 175 65 195 65 L 305 65 Q 325 65 325 85 L 325 200',
    areas: [centred('表面・裏面', A4, 250, 262)],
    note: 'キャンバストートM（幅38cm・高さ42cm）の原寸です。表面・裏面とも同じ範囲です。',
  },
  {
    slug: 'apron',
    garment: 'エプロン',
    side: '前面',
    width: 720,
    height: 900,
    outline: 'M 230 60 L 490 60 L 490 300 Q 520 330 660 330 L 660 860 L 60 860 L 60 330 Q 200 330 230 300 Z',
    details: 'M 230 60 Q 360 0 490 60 M 120 600 L 600 600 L 600 760 L 120 760 Z M 360 600 L 360 760',
    areas: [centred('前面', A4, 360, 280), { position: '左胸', ...SPOT, x: 380, y: 120 }],
    note: '胸当てエプロン（幅60cm・丈80cm）の原寸です。A4はポケットの上端までに収まります。',
  },
  {
    slug: 'cap',
    garment: 'キャップ',
    side: 'フロント',
    width: 320,
    height: 260,
    outline: 'M 40 170 Q 40 30 160 30 Q 280 30 280 170 Z M 20 170 L 300 170 Q 290 230 160 235 Q 30 230 20 170 Z',
    details: 'M 160 30 L 160 170',
    areas: [{ position: 'フロント', size: '10cm×6cm', width: 100, height: 60, x: 110, y: 85 }],
    note: '6パネルキャップの正面です。中央の縫い目をまたいでプリントします。',
  },
  {
    slug: 'towel',
    garment: 'タオル',
    side: '片面',
    width: 420,
    height: 940,
    outline: 'M 40 40 L 380 40 L 380 890 L 40 890 Z',
    details: 'M 40 90 L 380 90 M 40 840 L 380 840',
    areas: [centred('片面', A3, 210, 255)],
    note: 'フェイスタオル（34cm×85cm）の原寸です。上下のボーダー（織り柄）を避けた中央に配置します。',
  },
];

/** Site path of a template's SVG file (served from apps/shop-web/public). */
export function templatePath(template: Pick<PrintTemplate, 'slug'>): string {
  return `/templates/${template.slug}.svg`;
}

/** The label of a print area as the template prints it: `前面 A4（210×297 mm）`. */
export function areaLabel(area: PrintArea): string {
  return `${area.position} ${area.size}（${area.width}×${area.height} mm）`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);

// Areas of one size share a colour so overlapping alternatives stay apart (A3 outside A4).
const AREA_COLOURS: Record<string, string> = { A3: '#d81b60', A4: '#1e88e5' };
const SPOT_COLOUR = '#43a047';

function areaSvg(area: PrintArea, index: number): string {
  const colour = AREA_COLOURS[area.size] ?? SPOT_COLOUR;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const transform = area.rotate ? ` transform="rotate(${area.rotate} ${cx} ${cy})"` : '';
  // Large areas carry their label along the bottom edge (A4 sits inside A3), small ones in the middle.
  const large = area.width >= 200;
  const labelY = large ? area.y + area.height - 8 : cy;
  const fontSize = large ? 10 : 4.5; // mm
  return [
    `    <g id="area-${index + 1}" data-position="${xml(area.position)}" data-size="${xml(area.size)}"${transform}>`,
    `      <rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" fill="none" stroke="${colour}" stroke-width="1" stroke-dasharray="6 3"/>`,
    `      <text x="${cx}" y="${labelY}" font-family="sans-serif" font-size="${fontSize}" fill="${colour}" text-anchor="middle" dominant-baseline="middle">${xml(areaLabel(area))}</text>`,
    '    </g>',
  ].join('\n');
}

/** The SVG document of a template: full size in mm, garment layer, print-area layer and a caption. */
export function templateSvg(template: PrintTemplate): string {
  const { width, height } = template;
  const title = `${template.garment} ${template.side} プリント範囲テンプレート`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    `  <title>${xml(title)}</title>`,
    `  <desc>${xml(`プリントファクトリー ${title}（単位mm・原寸）。${template.note} 入稿時はこのガイドのレイヤーを削除し、デザインだけを残してください。`)}</desc>`,
    '  <g id="garment" fill="none" stroke="#555555" stroke-linejoin="round">',
    `    <path d="${template.outline}" stroke-width="1.5" fill="#f5f5f5"/>`,
    ...(template.details ? [`    <path d="${template.details}" stroke-width="0.6" stroke-dasharray="3 2"/>`] : []),
    '  </g>',
    '  <g id="print-areas">',
    ...template.areas.map(areaSvg),
    '  </g>',
    `  <text x="${width / 2}" y="${height - 12}" font-family="sans-serif" font-size="9" fill="#333333" text-anchor="middle">${xml(`${title}（原寸・単位mm）`)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
