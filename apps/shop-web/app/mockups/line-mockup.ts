/**
 * The design on the garment for a line (issue #30, docs/decisions/022-line-mockups.md): the address
 * of the server's PNG mock-up and its Japanese alternative text. A line not ordered yet (cart,
 * estimate, checkout) asks `GET /api/mockups/draft` with its product, first colour and prints (the
 * server draws the caller's own uploads only); an ordered production carries its own address
 * (`mockup_url`, drawn from its art jobs' latest versions). No drawing code reaches the browser.
 */
import {
  LINE_MOCKUP_DRAFT_PATH,
  lineMockupAlt,
  lineMockupDraftQuery,
  type LineMockupLayout,
  type OrderProduction,
} from '@shop/api-contract';
import { positionsOnView } from '@shop/design-document/garment';

/** A line's picture of the design on the garment: its address and Japanese alternative text. */
export interface LineMockup {
  readonly src: string;
  readonly alt: string;
}

/** A print of a line as its mock-up needs it: spec, artwork file, layout, and the placement's name or position (alt text). */
export interface LineMockupPrintInput {
  readonly printSpecId: number;
  readonly fileUuid: string | null;
  readonly layout: LineMockupLayout | null;
  readonly placement: string;
}

/** A line as its mock-up needs it: the product, the colour shown (the first ordered) and the prints. */
export interface LineMockupInput {
  readonly productCode: string;
  readonly productName: string;
  readonly color: { readonly id: number; readonly name: string } | undefined;
  readonly prints: readonly LineMockupPrintInput[];
}

/** The alternative text of a line's mock-up: 「Tシャツ（ホワイト）に前面プリントのイメージ」 (the placements on the view shown). */
function altOf(input: LineMockupInput, colorName: string, withArt: readonly LineMockupPrintInput[]): string {
  return lineMockupAlt(input.productName, colorName, positionsOnView(withArt.map((print) => print.placement)));
}

/** The mock-up of a line not ordered yet (`GET /api/mockups/draft`); null without a colour or a print with artwork. */
export function draftLineMockup(input: LineMockupInput): LineMockup | null {
  const withArt = input.prints.filter((print) => print.fileUuid !== null);
  if (!input.color || withArt.length === 0) return null;
  const query = lineMockupDraftQuery({
    productCode: input.productCode,
    colorId: input.color.id,
    prints: withArt.map((print) => ({ printSpecId: print.printSpecId, fileUuid: print.fileUuid ?? '', layout: print.layout })),
  });
  return { src: `${LINE_MOCKUP_DRAFT_PATH}?${query}`, alt: altOf(input, input.color.name, withArt) };
}

/**
 * The mock-up of an order's or a quote's production line: an ordered one's own address (its art
 * jobs' latest versions), a quote's (number null: an estimate, the checkout) drawn as a draft.
 */
export function orderLineMockup(production: OrderProduction): LineMockup | null {
  const input: LineMockupInput = {
    productCode: production.product.code,
    productName: production.product.name,
    color: production.itemGroups[0]?.color,
    prints: production.prints.map((print) => ({
      printSpecId: print.printSpec.id,
      fileUuid: print.fileUuid ?? print.svgFileUuid,
      layout: print.layout ?? null,
      placement: print.printSpec.position,
    })),
  };
  if (production.number === null) return draftLineMockup(input);
  const withArt = input.prints.filter((print) => print.fileUuid !== null);
  return production.mockupUrl && input.color ? { src: production.mockupUrl, alt: altOf(input, input.color.name, withArt) } : null;
}
