import type { StoredPrintOrder } from '@shop/cart-domain';
import { yen } from '@shop/cart-domain';
import { aStoredPrint } from '@shop/cart-domain/testing';
import { createRect, DEFAULT_STYLE } from '@shop/design-document';
import { newDesignDocument } from '@shop/design-document/model';
import { describe, expect, it, vi } from 'vitest';
import { finishDesign, type FinishDeps } from './finish.ts';

const print = (printSpecId: number) =>
  aStoredPrint({ printSpecId, printCharge: yen(440), platePrice: yen(0), shortTermPlatePrice: yen(0), dataProductionFee: yen(0) });
const order: StoredPrintOrder = {
  id: 'pid-1',
  timestamp: 1,
  product: { id: 1, code: '5001-01' },
  printMethod: { id: 1, slug: 'inkjet', colorChangeCharge: yen(0) },
  isRepeatable: false,
  inkScheme: 'same',
  selectedColors: [{ colorId: 3, sizes: [{ skuId: 9, quantity: 2, sku: { price: yen(1000) }, wrappingCharge: yen(0), wrappingId: null }] }],
  prints: [print(4), { ...print(5), layout: { widthMm: 100, anchor: 'center', offsetXMm: 20, offsetYMm: 0 } }],
};
const placements = [
  { printSpecId: 4, name: '前面', position: '前面', width: 210, height: 297 },
  { printSpecId: 5, name: '背面', position: '背面', width: 297, height: 420 },
];
const drawn = (() => {
  const doc = newDesignDocument({
    id: 'd',
    now: 1,
    placements,
    product: { code: '5001-01', name: 'T', colorId: 3, colorName: '白', colorHex: '#ffffff', silhouette: 'tshirt' },
  });
  return { ...doc, pages: doc.pages.map((p, i) => ({ ...p, shapes: [createRect(`r${i}`, { x: 0, y: 0, w: 10, h: 10 }, DEFAULT_STYLE)] })) };
})();

function deps(): FinishDeps & { saved: StoredPrintOrder[] } {
  let n = 0;
  const saved: StoredPrintOrder[] = [];
  return {
    saved,
    exportSvg: vi.fn(async (page) => `<svg data-page="${page.id}"/>`),
    renderPng: vi.fn(async () => new Blob(['png'])),
    upload: vi.fn(async (_blob: Blob, name: string) => ({
      ok: true as const,
      file: { uuid: `u${++n}-${name}`, kind: 'svg' as const, name, width: 1, height: 1, needsCheck: false, thumbnailUrl: '' },
    })),
    saveOrder: (o) => saved.push(o),
  };
}

describe('finishDesign', () => {
  it("uploads each placement's SVG and PNG, writes both uuids into that print of the order and goes to the preview", async () => {
    const d = deps();
    const result = await finishDesign(drawn, order, d);
    expect(result).toMatchObject({ ok: true, href: '/product/5001-01/print-inkjet-preview?pid=pid-1' });
    expect(d.saved[0]!.prints.map((p) => [p.printSpecId, p.svgFileUuid, p.fileUuid])).toEqual([
      [4, 'u1-5001-01-前面-design.svg', 'u2-5001-01-前面-design.png'],
      [5, 'u3-5001-01-背面-design.svg', 'u4-5001-01-背面-design.png'],
    ]);
    // The page is the print area as designed: a size or place chosen for an earlier upload is dropped.
    expect(d.saved[0]!.prints.map((p) => p.layout ?? null)).toEqual([null, null]);
  });

  it('refuses an empty placement, and writes nothing when an upload fails', async () => {
    const empty = { ...drawn, pages: drawn.pages.map((p, i) => (i === 1 ? { ...p, shapes: [] } : p)) };
    expect(await finishDesign(empty, order, deps())).toMatchObject({ ok: false, pageName: '背面' });
    const d = deps();
    let calls = 0;
    d.upload = async (_blob, name) =>
      ++calls === 3
        ? { ok: false, error: { type: 'rejected', status: 413, message: '大きすぎます' } }
        : { ok: true, file: { uuid: `u${calls}`, kind: 'svg', name, width: 1, height: 1, needsCheck: false, thumbnailUrl: '' } };
    const failed = await finishDesign(drawn, order, d);
    expect(failed).toMatchObject({ ok: false, pageName: '背面' });
    expect(failed.ok ? '' : failed.message).toContain('大きすぎます');
    expect(d.saved).toEqual([]);
  });

  it('goes to the quantities first when the order has none', async () => {
    const result = await finishDesign(drawn, { ...order, selectedColors: [] }, deps());
    expect(result).toMatchObject({ ok: true, href: '/product/5001-01/print-inkjet?pid=pid-1' });
  });
});
