/**
 * Opening a saved design onto the current print order: the saved artwork is placed on the order's
 * placements (the saved page of the same position, else the one at the same index), keeping the
 * order's garment, method and print-area sizes, so a new order can start from any saved design.
 * Shapes get new ids (the document may already hold the saved ones).
 */
import type { DesignDocument, Page, Shape } from './types.ts';

function withNewIds(shape: Shape, createId: () => string): Shape {
  if (shape.type === 'group') return { ...shape, id: createId(), children: shape.children.map((c) => withNewIds(c, createId)) };
  return { ...shape, id: createId() };
}

export function adoptDesign(current: DesignDocument, saved: DesignDocument, createId: () => string, now: number): DesignDocument {
  if (current.product === null) return { ...saved, updatedAt: now };
  const used = new Set<Page>();
  const pages = current.pages.map((page, index) => {
    const source =
      saved.pages.find((p) => !used.has(p) && p.position === page.position) ?? saved.pages.find((p, i) => !used.has(p) && i === index);
    if (!source) return { ...page, shapes: [] };
    used.add(source);
    return { ...page, shapes: source.shapes.map((s) => withNewIds(s, createId)) };
  });
  return { ...current, name: saved.name, pages, updatedAt: now };
}
