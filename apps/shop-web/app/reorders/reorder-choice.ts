/**
 * The shopper's reorder choices, kept in the URL across the steps (quantities → inks → confirm), so a
 * reload or a shared link keeps them: `?items=<colorId>-<skuId>-<qty>,…&inks=<printSpecId>-<inkId>.<inkId>,…&mode=estimate`.
 * A print not listed in `inks` keeps its ink colours.
 */

/** Quantities by colour and SKU, and the new inks of the prints whose colours change. */
export interface ReorderChoice {
  readonly items: readonly { readonly colorId: number; readonly skuId: number; readonly quantity: number }[];
  readonly inks: readonly { readonly printSpecId: number; readonly inkIds: readonly number[] }[];
  /** 'estimate': the flow ends with a written estimate (見積書) instead of the cart */
  readonly mode: 'cart' | 'estimate';
}

const positive = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
};

/** The choice in a URL's search params (malformed parts are left out). */
export function parseReorderChoice(params: URLSearchParams): ReorderChoice {
  const items: { colorId: number; skuId: number; quantity: number }[] = [];
  for (const part of (params.get('items') ?? '').split(',')) {
    const [c, s, q] = part.split('-');
    const colorId = positive(c);
    const skuId = positive(s);
    const quantity = positive(q);
    if (colorId !== null && skuId !== null && quantity !== null && !items.some((i) => i.skuId === skuId))
      items.push({ colorId, skuId, quantity: Math.min(quantity, 9999) });
  }
  const inks: { printSpecId: number; inkIds: number[] }[] = [];
  for (const part of (params.get('inks') ?? '').split(',')) {
    const [spec, ids] = part.split('-');
    const printSpecId = positive(spec);
    const inkIds = (ids ?? '').split('.').map(positive);
    if (printSpecId !== null && inkIds.length > 0 && inkIds.every((i) => i !== null))
      inks.push({ printSpecId, inkIds: inkIds as number[] });
  }
  return { items, inks, mode: params.get('mode') === 'estimate' ? 'estimate' : 'cart' };
}

/** The search string of a choice (`?items=…`; empty parts left out). */
export function reorderSearch(choice: ReorderChoice): string {
  const params = new URLSearchParams();
  const items = choice.items.filter((i) => i.quantity > 0);
  if (items.length > 0) params.set('items', items.map((i) => `${i.colorId}-${i.skuId}-${i.quantity}`).join(','));
  if (choice.inks.length > 0) params.set('inks', choice.inks.map((p) => `${p.printSpecId}-${p.inkIds.join('.')}`).join(','));
  if (choice.mode === 'estimate') params.set('mode', 'estimate');
  const text = params.toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}

/** Total pieces of a choice. */
export function choiceQuantity(choice: Pick<ReorderChoice, 'items'>): number {
  return choice.items.reduce((n, i) => n + i.quantity, 0);
}

/** The request body of the reorder calls (wire shape: quote, cart, estimate). */
export function reorderRequestOf(choice: ReorderChoice, printSpecIds: readonly number[]) {
  const groups = new Map<number, { sku_id: number; quantity: number }[]>();
  for (const item of choice.items)
    groups.set(item.colorId, [...(groups.get(item.colorId) ?? []), { sku_id: item.skuId, quantity: item.quantity }]);
  return {
    item_groups: [...groups].map(([colorId, items]) => ({ color_id: colorId, items })),
    prints: printSpecIds.map((id) => ({
      print_spec_id: id,
      ink_ids: choice.inks.find((p) => p.printSpecId === id)?.inkIds.slice() ?? null,
    })),
  };
}

/** The path of a step of the reorder flow, with the choice. */
export function reorderStepPath(number: string, step: 'items' | 'print-color' | 'confirm', choice: ReorderChoice): string {
  const base = `/myaccount/reorder/${encodeURIComponent(number)}`;
  return `${step === 'items' ? base : `${base}/${step}`}${reorderSearch(choice)}`;
}
