import { DEFAULT_STYLE } from '../editor/types.ts';
import { createRect } from './create.ts';
import { newDesignDocument } from './new-document.ts';
import { describe, expect, it } from 'vitest';
import { adoptDesign } from './adopt-design.ts';

const product = { code: 'T1', name: 'T', colorId: 1, colorName: '白', colorHex: '#ffffff', silhouette: 'tshirt' };

describe('adoptDesign', () => {
  it("puts the saved artwork on the order's placements by position, keeping the order's garment and sizes", () => {
    let n = 0;
    const current = newDesignDocument({
      id: 'order-1',
      product,
      now: 1,
      placements: [
        { printSpecId: 5, name: '背面', position: '背面', width: 297, height: 420 },
        { printSpecId: 4, name: '前面', position: '前面', width: 210, height: 297 },
      ],
    });
    const saved = newDesignDocument({
      id: 'saved',
      name: 'クラブT',
      now: 1,
      product: { ...product, code: 'OTHER' },
      placements: [
        { printSpecId: 9, name: '前面', position: '前面', width: 210, height: 297 },
        { printSpecId: 10, name: '背面', position: '背面', width: 210, height: 297 },
      ],
    });
    const withArt = {
      ...saved,
      pages: saved.pages.map((p, i) => ({ ...p, shapes: [createRect(`r${i}`, { x: 10 * (i + 1), y: 10, w: 20, h: 20 }, DEFAULT_STYLE)] })),
    };
    const adopted = adoptDesign(current, withArt, () => `n${++n}`, 99);
    expect(adopted.product?.code).toBe('T1');
    expect(adopted.name).toBe('クラブT');
    expect(adopted.pages.map((p) => [p.printSpecId, p.width, p.shapes.map((s) => [s.id, s.x])])).toEqual([
      [5, 297, [['n1', 20]]],
      [4, 210, [['n2', 10]]],
    ]);
  });

  it('without an order (the free canvas) the saved design is taken as it is', () => {
    const current = newDesignDocument({ id: 'free', now: 1 });
    const saved = newDesignDocument({ id: 'saved', now: 1, product });
    expect(adoptDesign(current, saved, () => 'x', 5)).toEqual({ ...saved, updatedAt: 5 });
  });
});
