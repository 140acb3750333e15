/**
 * The price truth: the yen amounts the catalogue produces (every print tier, plate, extra charge,
 * data production fee and colour change charge of every product's print methods, the shipping fee
 * and free-shipping minimum) and the amounts of the worked examples and simulations a page renders,
 * recomputed here with cart-domain from the inputs the page declares (`data-price-example`).
 */
import type { APIRequestContext } from '@playwright/test';
import { API_ROUTES, type Product } from '@shop/api-contract';
import {
  draftPrint,
  multiplyYen,
  orderProductFromWire,
  priceProduction,
  productionTotal,
  yen,
  type ProductionDraft,
} from '@shop/cart-domain';
import * as v from 'valibot';
import { expect } from './test.ts';

/** Every yen amount a text shows: ¥1,234 / ￥1,234 / 1,234円 (also ¥1,234〜). */
export function yenAmounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/[¥￥]\s*(\d[\d,]*)|(\d[\d,]*)\s*円/g)) {
    found.push(Number((match[1] ?? match[2] ?? '').replace(/,/g, '')));
  }
  return found;
}

/** The visible text of served HTML: scripts, styles and tags dropped, entities of the escaper decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function getJson(request: APIRequestContext, path: string): Promise<unknown> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.json();
}

/** One product of the catalogue as the browser's API client parses it (response_group=order). */
export async function product(request: APIRequestContext, code: string): Promise<Product> {
  return v.parse(API_ROUTES.productDetail.response, await getJson(request, `/api/products/${code}?response_group=order`)).data;
}

/** Every product code of the catalogue (all pages of `GET /api/products`). */
export async function productCodes(request: APIRequestContext): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await getJson(request, `/api/products?response_group=shop&per_page=100&page=${page}`)) as {
      data: { code: string }[];
      meta: { last_page: number };
    };
    codes.push(...body.data.map((item) => item.code));
    if (page >= body.meta.last_page) return codes;
  }
}

/** The amounts the catalogue itself states: of every product's print methods, and the shipping rule. */
export async function catalogueAmounts(request: APIRequestContext): Promise<Set<number>> {
  const amounts = new Set<number>();
  const codes = await productCodes(request);
  for (let index = 0; index < codes.length; index += 10) {
    const products = await Promise.all(codes.slice(index, index + 10).map((code) => product(request, code)));
    for (const method of products.flatMap((p) => p.printMethods)) {
      amounts.add(method.colorChangeCharge);
      for (const { printCategory: c } of method.printSpecs) {
        for (const tier of c.printCharges) amounts.add(tier.charge);
        for (const fee of [c.platePrice, c.shortTermPlatePrice, c.extraPlateCharge, c.extraPrintCharge, c.dataProductionFee])
          amounts.add(fee);
      }
    }
  }
  const shipping = v.parse(API_ROUTES.shipping.response, await getJson(request, '/api/delivery/shipping'));
  amounts.add(shipping.shippingFee);
  amounts.add(shipping.freeShippingMinimum);
  return amounts;
}

/** What a page declares a rendered example or simulation was computed from. */
interface ExampleInputs {
  code: string;
  method: string;
  specIds: number[];
  inks: number;
  repeatable: boolean;
  quantity: number;
  colorId: number;
  skuId: number;
}

/** The `data-price-example` declarations of served HTML. */
export function exampleInputs(html: string): ExampleInputs[] {
  return [...html.matchAll(/data-price-example="([^"]*)"/g)].map((match) => JSON.parse(htmlText(match[1] ?? '').trim()) as ExampleInputs);
}

/**
 * The amounts of one declared example, recomputed here: the production the cart would hold
 * (`priceProduction` of its draft) and every part `productionTotal` reports, the unit price and each
 * print's charges (per piece, × pieces, plates, data production fee), the total per piece.
 */
export async function exampleAmounts(request: APIRequestContext, inputs: ExampleInputs): Promise<number[]> {
  const wire = await product(request, inputs.code);
  const method = wire.printMethods.find((m) => m.slug === inputs.method);
  expect(method, `${inputs.code} offers ${inputs.method}`).toBeTruthy();
  const unitPrice = wire.colors.flatMap((c) => c.sizes).find((s) => s.sku.id === inputs.skuId)?.sku.price ?? 0;
  const plates = (method?.inks.length ?? 0) > 0 ? inputs.inks : 1;
  const draft: ProductionDraft = {
    id: 0,
    productId: wire.id,
    printMethodId: method?.id ?? 0,
    isRepeatable: inputs.repeatable,
    itemGroups: [
      {
        id: -1,
        colorId: inputs.colorId,
        items: [{ id: -2, skuId: inputs.skuId, quantity: inputs.quantity, price: yen(unitPrice), wrappingId: null }],
      },
    ],
    prints: inputs.specIds.map((printSpecId, index) => draftPrint({ id: -3 - index, printSpecId, plates })),
  };
  const priced = priceProduction(draft, orderProductFromWire(wire));
  expect(priced.production, `the example on ${inputs.code} can be priced`).not.toBeNull();
  if (!priced.production) return [];
  const total = productionTotal(priced.production);
  return [
    unitPrice,
    total.garments,
    total.printCharges,
    total.plateCharges,
    total.dataProductionFees,
    total.colorChangeCharges,
    total.total,
    Math.ceil(total.total / total.quantity),
    ...priced.production.prints.flatMap((print) => [
      print.printCharge,
      multiplyYen(print.printCharge, total.quantity),
      print.plateCharge,
      print.dataProductionFee,
    ]),
  ];
}
