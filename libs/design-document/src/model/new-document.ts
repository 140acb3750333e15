/** A new, empty document: one page per placement. */
import { DOCUMENT_VERSION, type DesignDocument, type DesignProduct, type Page, type PrintMethodKind } from './types.ts';

export interface PlacementInput {
  readonly printSpecId: number | null;
  readonly name: string;
  readonly position: string;
  readonly width: number;
  readonly height: number;
}

/** A print area when designing without a product: front, A4 portrait (210 × 297 mm). */
export const FREE_PLACEMENT: PlacementInput = { printSpecId: null, name: '前面', position: 'front', width: 210, height: 297 };

export function newDesignDocument(options: {
  id: string;
  name?: string;
  method?: PrintMethodKind;
  product?: DesignProduct | null;
  placements?: readonly PlacementInput[];
  now: number;
  pageId?: (index: number) => string;
}): DesignDocument {
  const placements = options.placements && options.placements.length > 0 ? options.placements : [FREE_PLACEMENT];
  const pages: Page[] = placements.map((placement, index) => ({
    id: options.pageId?.(index) ?? `page-${index + 1}`,
    ...placement,
    shapes: [],
  }));
  return {
    version: DOCUMENT_VERSION,
    id: options.id,
    name: options.name ?? '無題のデザイン',
    method: options.method ?? 'inkjet',
    product: options.product ?? null,
    pages,
    updatedAt: options.now,
  };
}
