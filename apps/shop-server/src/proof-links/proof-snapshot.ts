/**
 * What a shared proof shows, frozen when the link is made: the product, the print method, each garment
 * colour with its sizes and pieces, and each placement with its print area and layout in mm, its inks
 * (silk-screen) and the artwork file it cites. It is built from the catalogue and one production in a
 * common shape (`ShareSource`: a cart production, a guest's, an order's) and holds no amount at all,
 * so no later price or cart edit can leak into or change the shared page.
 */
import type { PrintLayout, ProofLinkViewWire } from '@shop/api-contract';
import { API_ROUTES, buildPath } from '@shop/api-contract';
import type { CatalogueProduct } from '../catalog/catalog-service.ts';
import type { FileRecord } from '../files/file-record-store.ts';
import { RENDERED_KINDS } from '../files/file-kind.ts';

/** One production to share, whatever it was made from (ids of the catalogue, files by uuid). */
export interface ShareSource {
  productId: number;
  printMethodId: number;
  groups: readonly { colorId: number; items: readonly { skuId: number; quantity: number }[] }[];
  prints: readonly {
    printSpecId: number;
    plates: number;
    fileUuid: string | null;
    svgFileUuid: string | null;
    layout?: PrintLayout | null | undefined;
    /** silk-screen inks chosen, by id (a cart's print) */
    inkSets?: readonly { colorId: number | null; inkIds: readonly number[] }[] | null | undefined;
    /** silk-screen inks as an order keeps them, named (an order's print) */
    namedInkSets?: readonly NamedInkSet[] | null | undefined;
  }[];
}

/** A set of inks by name and colour, for one garment colour (null: all). */
export interface NamedInkSet {
  colorId: number | null;
  inks: readonly { id: number; name: string; hex: string }[];
}

/** A file as the snapshot keeps it. */
export interface SnapshotFile {
  uuid: string;
  kind: string;
  name: string;
  width: number | null;
  height: number | null;
}

/** The stored snapshot (proof_links.snapshot). */
export interface ProofSnapshot {
  product: { id: number; code: string; name: string };
  printMethod: { id: number; slug: string; name: string };
  colors: { id: number; name: string; hex: string; sizes: { name: string; quantity: number }[] }[];
  placements: {
    printSpecId: number;
    name: string;
    position: string;
    widthMm: number;
    heightMm: number;
    layout: PrintLayout | null;
    /** silk-screen: ink colours (plates); null for inkjet */
    inkCount: number | null;
    /** silk-screen: the inks chosen by name and colour; absent or empty when not told (and in snapshots made before) */
    inkSets?: NamedInkSet[];
    /** the design tool's print file (what prints), when there is one */
    printFileUuid: string | null;
    /** the picture of the artwork (an upload, or the design tool's PNG) */
    file: SnapshotFile | null;
  }[];
  /** pieces */
  quantity: number;
}

/** The files a source cites, lower-cased, once each. */
export function sourceFileUuids(source: ShareSource): string[] {
  const uuids = source.prints.flatMap((print) => [print.fileUuid, print.svgFileUuid]).filter((uuid): uuid is string => uuid !== null);
  return [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
}

const fileOf = (record: FileRecord | undefined): SnapshotFile | null =>
  record ? { uuid: record.uuid, kind: record.kind, name: record.originalName, width: record.width, height: record.height } : null;

/**
 * The snapshot of `source` against the catalogue `product` and the cited files' records. Colours,
 * sizes and placements the catalogue no longer has are left out (an old order's); undefined when
 * the print method is gone or nothing is left to show.
 */
export function buildSnapshot(
  source: ShareSource,
  product: CatalogueProduct,
  files: ReadonlyMap<string, FileRecord>,
): ProofSnapshot | undefined {
  const method = product.order.printMethods.find((m) => m.id === source.printMethodId);
  if (!method) return undefined;
  const slug = product.methodSlugs.get(method.id) ?? String(method.id);
  const colors = source.groups.flatMap((group) => {
    const color = product.order.colors.find((c) => c.id === group.colorId);
    if (!color) return [];
    const sizes = group.items.flatMap((item) => {
      const size = color.sizes.find((s) => s.sku.id === item.skuId);
      return size && item.quantity > 0 ? [{ name: size.name, quantity: item.quantity }] : [];
    });
    return sizes.length > 0 ? [{ id: color.id, name: color.name, hex: color.hex, sizes }] : [];
  });
  const palette = product.methodInks.get(method.id) ?? [];
  const named = (print: ShareSource['prints'][number]): NamedInkSet[] =>
    print.namedInkSets?.map((set) => ({ colorId: set.colorId, inks: set.inks.map(({ id, name, hex }) => ({ id, name, hex })) })) ??
    (print.inkSets ?? []).map((set) => ({
      colorId: set.colorId,
      inks: set.inkIds.flatMap((id) =>
        palette.filter((ink) => ink.id === id).map(({ id: inkId, name, hex }) => ({ id: inkId, name, hex })),
      ),
    }));
  const placements = source.prints.flatMap((print) => {
    const spec = product.specs.get(print.printSpecId);
    if (!spec) return [];
    const picture = print.fileUuid ?? print.svgFileUuid;
    return [
      {
        printSpecId: spec.id,
        name: spec.name,
        position: spec.position,
        widthMm: spec.area.widthMm,
        heightMm: spec.area.heightMm,
        layout: print.layout ?? null,
        inkCount: slug === 'silkscreen' ? Math.max(1, print.plates) : null,
        inkSets: slug === 'silkscreen' ? named(print) : [],
        printFileUuid: print.svgFileUuid?.toLowerCase() ?? null,
        file: picture ? fileOf(files.get(picture.toLowerCase())) : null,
      },
    ];
  });
  if (colors.length === 0 || placements.length === 0) return undefined;
  const quantity = colors.reduce((sum, color) => sum + color.sizes.reduce((n, size) => n + size.quantity, 0), 0);
  return {
    product: { id: product.order.id, code: product.order.code, name: product.order.name },
    printMethod: { id: method.id, slug, name: method.name },
    colors,
    placements,
    quantity,
  };
}

/** The uploaded files a snapshot keeps alive (the orphan sweep spares them while the link is open). */
export function snapshotFileUuids(snapshot: ProofSnapshot): string[] {
  const uuids = snapshot.placements.flatMap((p) => [p.file?.uuid ?? null, p.printFileUuid]).filter((u): u is string => u !== null);
  return [...new Set(uuids)];
}

/** The shared page's data for one token: the snapshot without file ids, pictures served through the link. */
export function viewWire(snapshot: ProofSnapshot, token: string, createdAt: Date, expiresAt: Date): ProofLinkViewWire {
  return {
    product: { code: snapshot.product.code, name: snapshot.product.name },
    print_method: { slug: snapshot.printMethod.slug, name: snapshot.printMethod.name },
    colors: snapshot.colors.map((color) => ({ id: color.id, name: color.name, hex: color.hex, sizes: color.sizes })),
    placements: snapshot.placements.map((placement, index) => {
      const file = placement.file;
      const shown = file !== null && RENDERED_KINDS.has(file.kind as never);
      return {
        print_spec_id: placement.printSpecId,
        name: placement.name,
        position: placement.position,
        width_mm: placement.widthMm,
        height_mm: placement.heightMm,
        layout: placement.layout
          ? {
              width_mm: placement.layout.widthMm,
              anchor: placement.layout.anchor,
              offset_x_mm: placement.layout.offsetXMm,
              offset_y_mm: placement.layout.offsetYMm,
            }
          : null,
        ink_count: placement.inkCount,
        ink_sets: (placement.inkSets ?? []).map((set) => ({
          color_id: set.colorId,
          inks: set.inks.map(({ id, name, hex }) => ({ id, name, hex })),
        })),
        artwork: shown
          ? {
              url: buildPath(API_ROUTES.proofLinkArtwork.path, { token, index }),
              kind: file.kind,
              name: file.name,
              width: file.width,
              height: file.height,
            }
          : null,
        artwork_kind: file && !shown ? file.kind : null,
      };
    }),
    quantity: snapshot.quantity,
    created_at: createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}
