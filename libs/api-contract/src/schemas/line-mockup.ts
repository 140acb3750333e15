/**
 * The line mock-ups (issue #30): the design on the garment for a cart, estimate or order line, drawn
 * by the server as a PNG (docs/decisions/022-line-mockups.md). A line not ordered yet names what to
 * draw in the query of `GET /api/mockups/draft` (`lineMockupDraftQuery`, read back by
 * `parseLineMockupDraft`); an ordered production is drawn from its art jobs' latest versions under
 * its capability token (`GET /api/mockups/productions/{token}`).
 */

/**
 * The path of `GET /api/mockups/draft` (API_ROUTES.lineMockupDraft): here, so a page that builds
 * the address imports this small module, not the route table with every schema.
 */
export const LINE_MOCKUP_DRAFT_PATH = '/api/mockups/draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (text: string) => UUID.test(text);

/** The print size and place of a drawn print (artwork-domain's ArtworkLayout, in mm). */
export interface LineMockupLayout {
  widthMm: number;
  anchor: 'top' | 'center';
  offsetXMm: number;
  offsetYMm: number;
}

/** One print of a draft mock-up: its print spec, the caller's uploaded file and the layout chosen (null: the default). */
export interface LineMockupPrint {
  printSpecId: number;
  fileUuid: string;
  layout: LineMockupLayout | null;
}

/** What a draft mock-up draws: a product (by code) in one colour with its prints. */
export interface LineMockupDraft {
  productCode: string;
  colorId: number;
  prints: LineMockupPrint[];
}

/** Prints a draft may name (a garment has at most a handful of placements). */
export const MAX_MOCKUP_PRINTS = 8;

/** Largest id and millimetre value the query may carry (a PostgreSQL integer; no print is 10 m wide). */
const MAX_ID = 2_147_483_647;
const MAX_MM = 10_000;

const SEPARATOR = '~';

/** A number in mm for the query: at most two decimals, no exponent (`12.5`, `-3`). */
const mm = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The query string of `GET /api/mockups/draft` (without `?`):
 * `product={code}&color={id}&prints={spec}~{uuid}[~{width}~{anchor}~{x}~{y}],…`.
 *
 * @example lineMockupDraftQuery({ productCode: 'T-001', colorId: 3, prints: [{ printSpecId: 7, fileUuid: 'ab…', layout: null }] })
 *   // → 'product=T-001&color=3&prints=7~ab…'
 */
export function lineMockupDraftQuery(draft: LineMockupDraft): string {
  const prints = draft.prints
    .map(({ printSpecId, fileUuid, layout }) =>
      [printSpecId, fileUuid, ...(layout ? [mm(layout.widthMm), layout.anchor, mm(layout.offsetXMm), mm(layout.offsetYMm)] : [])].join(
        SEPARATOR,
      ),
    )
    .join(',');
  return `product=${encodeURIComponent(draft.productCode)}&color=${draft.colorId}&prints=${encodeURIComponent(prints)}`;
}

const ID = /^[1-9][0-9]{0,9}$/;
const NUMBER = /^-?(?:0|[1-9][0-9]{0,4})(?:\.[0-9]{1,2})?$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_ID ? value : undefined;
}

function parseMm(text: string | undefined): number | undefined {
  if (text === undefined || !NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= MAX_MM ? value : undefined;
}

function parsePrint(entry: string): LineMockupPrint | string {
  const parts = entry.split(SEPARATOR);
  const printSpecId = parseId(parts[0]);
  if (printSpecId === undefined) return `print "${entry}": the print spec id is not a positive integer`;
  const fileUuid = parts[1] ?? '';
  if (!isUuid(fileUuid)) return `print "${entry}": the file is not a uuid`;
  if (parts.length === 2) return { printSpecId, fileUuid: fileUuid.toLowerCase(), layout: null };
  if (parts.length !== 6) return `print "${entry}": a layout needs width~anchor~x~y`;
  const [widthMm, offsetXMm, offsetYMm] = [parseMm(parts[2]), parseMm(parts[4]), parseMm(parts[5])];
  const anchor = parts[3];
  if (widthMm === undefined || widthMm <= 0) return `print "${entry}": the width is not a positive number of mm`;
  if (anchor !== 'top' && anchor !== 'center') return `print "${entry}": the anchor is neither top nor center`;
  if (offsetXMm === undefined || offsetYMm === undefined) return `print "${entry}": an offset is not a number of mm`;
  return { printSpecId, fileUuid: fileUuid.toLowerCase(), layout: { widthMm, anchor, offsetXMm, offsetYMm } };
}

/** The draft a query names, or the English reason it is malformed (the server answers 400 with it). */
export function parseLineMockupDraft(
  query: Readonly<Record<string, string | undefined>>,
): { ok: true; draft: LineMockupDraft } | { ok: false; reason: string } {
  const productCode = query['product'] ?? '';
  if (!CODE.test(productCode)) return { ok: false, reason: 'product: not a product code' };
  const colorId = parseId(query['color']);
  if (colorId === undefined) return { ok: false, reason: 'color: not a positive integer' };
  const entries = (query['prints'] ?? '').split(',').filter((entry) => entry !== '');
  if (entries.length === 0) return { ok: false, reason: 'prints: at least one print is needed' };
  if (entries.length > MAX_MOCKUP_PRINTS) return { ok: false, reason: `prints: at most ${MAX_MOCKUP_PRINTS} prints` };
  const prints: LineMockupPrint[] = [];
  for (const entry of entries) {
    const print = parsePrint(entry);
    if (typeof print === 'string') return { ok: false, reason: print };
    if (prints.some((p) => p.printSpecId === print.printSpecId))
      return { ok: false, reason: `prints: print spec ${print.printSpecId} twice` };
    prints.push(print);
  }
  return { ok: true, draft: { productCode, colorId, prints } };
}

/**
 * The Japanese alternative text of a line's mock-up: 「5.6オンスTシャツ（ホワイト）に前面プリントのイメージ」
 * (the positions printed, 前面・背面 for two).
 */
export function lineMockupAlt(productName: string, colorName: string, positions: readonly string[]): string {
  const printed = [...new Set(positions)].join('・');
  return `${productName}（${colorName}）に${printed}プリントのイメージ`;
}
