/**
 * Garment mock-ups for the generated catalogue pictures: one 400 × 400 SVG per silhouette × colour.
 * Each is drawn as a flat-lay product shot: the garment in the variant's colour with a fabric weave,
 * side light and shadow (gradients), soft folds, the collar or hood and its inside, rib bands, seams
 * and stitching, and the print area as a subtle dashed rectangle (left out of the design tool's
 * garment, which draws the true print area itself: one outline, issue #34). No scripts, no external references
 * (CSP-safe as an <img>), about 3 kB each.
 *
 * Parts are groups with ids the tests look for: `garment` (the coloured body), `shading`, `folds`,
 * `collar` (collar, hood, cap button or strap), `ribs`, `seams` and `print-area`.
 */

/** One silhouette: its outline and the parts drawn over it (path data, 400 × 400 space). */
interface Shape {
  outline: string;
  /** Fold shadows (stroked softly inside the garment). */
  folds: string[];
  /** The inside seen through an opening (neck, hood): filled with the colour, darkened. */
  inside?: string[];
  /** Collar, hood, straps, pockets: filled with the colour and outlined. */
  parts: string[];
  /** Rib bands (hem, cuffs): the colour with vertical ribbing. */
  ribs?: string[];
  /** Seams (solid thin lines). */
  seams: string[];
  /** Stitching (dashed thin lines). */
  stitches: string[];
  /** Small round parts: buttons, eyelets, aglets (cx, cy, r). */
  dots?: [number, number, number][];
  /** The print area: x, y, width, height. */
  print: [number, number, number, number];
}

const TEE_OUTLINE = 'M155 62Q200 100 245 62L295 80L355 140L322 178L282 152L284 352Q200 358 116 352L118 152L78 178L45 140L105 80Z';
const LONG_OUTLINE =
  'M155 62Q200 100 245 62L295 80L330 170L352 330L314 336L288 205L282 160L284 352Q200 358 116 352L118 160L112 205L86 336L48 330L70 170L105 80Z';
const ARMHOLES = ['M105 80Q124 118 118 152', 'M295 80Q276 118 282 152'];
const LONG_ARMHOLES = ['M105 80Q124 122 118 160', 'M295 80Q276 122 282 160'];
const TEE_FOLDS = ['M128 170Q150 205 138 250', 'M272 170Q252 215 262 262', 'M160 300Q200 312 240 298'];
const LONG_FOLDS = [
  ...TEE_FOLDS,
  'M76 220Q84 250 72 290',
  'M324 220Q316 250 328 290',
  'M94 150Q100 175 92 200',
  'M306 150Q300 175 308 200',
];
const CREW_INSIDE = ['M158 60Q200 80 242 60Q200 92 158 60Z'];
const CREW_RIB = 'M150 59Q200 108 250 59L243 57Q200 96 157 57Z';
const HEM_RIB = 'M116 334L284 334L284 352Q200 358 116 352Z';
const CUFF_RIBS = ['M50 314L88 320L86 336L48 330Z', 'M350 314L312 320L314 336L352 330Z'];
const HOOD = 'M140 72Q128 18 200 12Q272 18 260 72Q232 104 200 106Q168 104 140 72Z';
const HOOD_INSIDE = 'M160 68Q164 32 200 28Q236 32 240 68Q222 92 200 94Q178 92 160 68Z';

const SHAPES: Record<string, Shape> = {
  tshirt: {
    outline: TEE_OUTLINE,
    folds: TEE_FOLDS,
    inside: CREW_INSIDE,
    parts: [],
    ribs: [CREW_RIB],
    seams: ARMHOLES,
    stitches: ['M53 133L86 171', 'M347 133L314 171', 'M117 340Q200 347 283 340'],
    print: [150, 112, 100, 140],
  },
  longsleeve: {
    outline: LONG_OUTLINE,
    folds: LONG_FOLDS,
    inside: CREW_INSIDE,
    parts: [],
    ribs: [CREW_RIB, ...CUFF_RIBS],
    seams: LONG_ARMHOLES,
    stitches: ['M117 340Q200 347 283 340'],
    print: [150, 112, 100, 140],
  },
  polo: {
    outline: TEE_OUTLINE,
    folds: TEE_FOLDS,
    inside: ['M160 60Q200 50 240 60L232 68Q200 60 168 68Z'],
    parts: ['M190 96L210 96L210 160L190 160Z', 'M155 60L200 104L180 124L138 72Z', 'M245 60L200 104L220 124L262 72Z'],
    seams: ARMHOLES,
    stitches: ['M53 133L86 171', 'M347 133L314 171', 'M117 340Q200 347 283 340', 'M194 106L194 156', 'M206 106L206 156'],
    dots: [
      [200, 118, 3.5],
      [200, 142, 3.5],
    ],
    print: [218, 132, 46, 46],
  },
  sweat: {
    outline: LONG_OUTLINE,
    folds: LONG_FOLDS,
    inside: CREW_INSIDE,
    parts: [],
    ribs: [CREW_RIB, ...CUFF_RIBS, HEM_RIB],
    seams: [...LONG_ARMHOLES, 'M190 80L200 94L210 80'],
    stitches: [],
    print: [150, 112, 100, 140],
  },
  hoodie: {
    outline: LONG_OUTLINE,
    folds: LONG_FOLDS,
    inside: [HOOD_INSIDE],
    parts: [HOOD, 'M150 258L250 258L268 322L132 322Z'],
    ribs: [...CUFF_RIBS, HEM_RIB],
    seams: [...LONG_ARMHOLES, 'M200 14Q204 60 200 94', 'M150 258L140 300', 'M250 258L260 300'],
    stitches: ['M136 318L264 318', 'M185 96L183 150', 'M215 96L217 150'],
    dots: [
      [183, 153, 3],
      [217, 153, 3],
    ],
    print: [152, 122, 96, 120],
  },
  zip: {
    outline: LONG_OUTLINE,
    folds: LONG_FOLDS,
    inside: [HOOD_INSIDE],
    parts: [HOOD, 'M197 94L203 94L203 336L197 336Z'],
    ribs: [...CUFF_RIBS, HEM_RIB],
    seams: [...LONG_ARMHOLES, 'M200 14Q204 60 200 94', 'M150 262L136 314', 'M250 262L264 314'],
    stitches: ['M192 100L192 334', 'M208 100L208 334'],
    dots: [[200, 110, 4]],
    print: [214, 128, 44, 44],
  },
  jacket: {
    outline: LONG_OUTLINE,
    folds: LONG_FOLDS,
    inside: ['M160 60Q200 50 240 60L232 70Q200 62 168 70Z'],
    parts: ['M155 60L200 118L182 130L134 74Z', 'M245 60L200 118L218 130L266 74Z', 'M198 118L202 118L202 352L198 352Z'],
    seams: [...LONG_ARMHOLES, 'M150 240L132 300', 'M250 240L268 300'],
    stitches: ['M117 340Q200 347 283 340', 'M52 316L88 322', 'M348 316L312 322'],
    dots: [
      [200, 150, 4],
      [200, 200, 4],
      [200, 250, 4],
      [200, 300, 4],
    ],
    print: [214, 132, 46, 46],
  },
  cap: {
    outline: 'M80 250Q80 120 200 110Q320 120 320 250Z',
    folds: ['M110 230Q120 170 150 140', 'M290 230Q282 170 250 140'],
    parts: ['M60 250Q200 230 340 250Q362 282 300 292Q200 302 100 292Q38 282 60 250Z'],
    seams: ['M200 112Q197 180 200 250', 'M146 124Q126 186 122 250', 'M254 124Q274 186 278 250'],
    stitches: ['M74 258Q200 242 326 258', 'M82 270Q200 256 318 270', 'M86 242Q200 226 314 242'],
    dots: [
      [200, 111, 6],
      [170, 140, 2.5],
      [230, 140, 2.5],
    ],
    print: [165, 170, 70, 42],
  },
  tote: {
    outline: 'M100 150L300 150L312 360L88 360Z',
    folds: ['M130 200Q140 270 126 340', 'M272 190Q262 270 276 345'],
    inside: ['M108 150L292 150L290 158L110 158Z'],
    parts: ['M134 152C134 40 266 40 266 152L250 152C250 62 150 62 150 152Z'],
    seams: ['M100 150L300 150'],
    stitches: ['M101 166L299 166', 'M90 346L310 346', 'M136 154L148 154L148 176L136 176Z', 'M252 154L264 154L264 176L252 176Z'],
    print: [140, 190, 120, 140],
  },
  apron: {
    outline: 'M150 60L250 60L250 140L320 170L300 360L100 360L80 170L150 140Z',
    folds: ['M120 200Q132 270 118 340', 'M282 200Q270 270 284 340'],
    parts: [
      'M150 62Q200 -6 250 62L242 62Q200 8 158 62Z',
      'M140 292L260 292L260 340L140 340Z',
      'M80 172L38 192L44 246L50 246L46 198L84 182Z',
      'M320 172L362 192L356 246L350 246L354 198L316 182Z',
    ],
    seams: ['M200 292L200 340'],
    stitches: ['M156 66L244 66', 'M104 350L296 350', 'M144 296L256 296'],
    print: [160, 160, 80, 112],
  },
  towel: {
    outline: 'M50 140L350 140L350 300L50 300Z',
    folds: ['M120 146Q130 220 116 296', 'M290 146Q280 220 294 296'],
    parts: [],
    ribs: ['M50 140L350 140L350 156L50 156Z', 'M50 284L350 284L350 300L50 300Z'],
    seams: [],
    stitches: ['M50 160L350 160', 'M50 280L350 280'],
    print: [90, 172, 220, 96],
  },
};

const path = (d: string) => `<path d="${d}"/>`;

/**
 * The SVG picture of a silhouette in a colour (`hex` must be #rrggbb; `isDark` picks light seams and
 * stronger highlights). `printArea: false` leaves out the dashed print-area rectangle.
 */
export function productImageSvg(silhouette: string, hex: string, isDark: boolean, options: { printArea?: boolean } = {}): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const shape = SHAPES[silhouette] ?? (SHAPES['tshirt'] as Shape);
  // Seams and stitching read on the fabric: dark thread on light garments, light thread on dark ones.
  const thread = isDark ? '#ffffff' : '#000000';
  const threadOpacity = isDark ? '.34' : '.26';
  const edge = isDark ? 'rgba(0,0,0,.55)' : 'rgba(0,0,0,.32)';
  const highlight = isDark ? '.16' : '.22';
  const [px, py, pw, ph] = shape.print;
  const dots = (shape.dots ?? []).map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f7f5"/><stop offset="1" stop-color="#ebebe7"/></linearGradient>` +
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/>` +
    `<stop offset=".42" stop-color="#fff" stop-opacity="${highlight}"/><stop offset=".62" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="drop" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>` +
    `<pattern id="weave" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 0h2v2H0zM2 2h2v2H2z" fill="${thread}" fill-opacity=".035"/></pattern>` +
    `<pattern id="rib" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M1 0v4" stroke="${thread}" stroke-opacity=".2"/></pattern>` +
    `</defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    `<ellipse cx="200" cy="372" rx="150" ry="10" fill="#000" fill-opacity=".07"/>` +
    `<g id="collar-back" fill="${hex}" stroke="${edge}" stroke-width="2" stroke-linejoin="round">${shape.parts
      .filter((d) => d === HOOD)
      .map(path)
      .join('')}</g>` +
    `<g id="garment"><path d="${shape.outline}" fill="${hex}" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round"/></g>` +
    `<g id="shading"><path d="${shape.outline}" fill="url(#weave)"/><path d="${shape.outline}" fill="url(#side)"/><path d="${shape.outline}" fill="url(#drop)"/></g>` +
    `<g id="folds" fill="none" stroke="#000" stroke-opacity=".07" stroke-width="9" stroke-linecap="round">${shape.folds.map(path).join('')}</g>` +
    `<g id="collar" fill="${hex}" stroke="${edge}" stroke-width="2" stroke-linejoin="round">` +
    `${(shape.inside ?? []).map((d) => `<path d="${d}" fill-opacity="1"/><path d="${d}" fill="#000" fill-opacity=".38"/>`).join('')}` +
    `${shape.parts
      .filter((d) => d !== HOOD)
      .map(path)
      .join('')}</g>` +
    `<g id="ribs" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round">` +
    `${(shape.ribs ?? []).map((d) => `<path d="${d}" fill="${hex}"/><path d="${d}" fill="url(#rib)"/>`).join('')}</g>` +
    `<g id="seams" fill="none" stroke="${thread}" stroke-opacity="${threadOpacity}" stroke-width="1.5" stroke-linecap="round">` +
    `${shape.seams.map(path).join('')}<g stroke-dasharray="3 3">${shape.stitches.map(path).join('')}</g></g>` +
    (dots === '' ? '' : `<g id="trims" fill="${thread}" fill-opacity=".45">${dots}</g>`) +
    (options.printArea === false
      ? ''
      : `<rect id="print-area" x="${px}" y="${py}" width="${pw}" height="${ph}" rx="2" fill="none" stroke="${thread}" stroke-opacity=".3" stroke-width="1.5" stroke-dasharray="6 5"/>`) +
    `</svg>`
  );
}

/** The silhouettes drawn (any other name is drawn as a T-shirt). */
export const SILHOUETTES: readonly string[] = Object.keys(SHAPES);
