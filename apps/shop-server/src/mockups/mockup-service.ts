/**
 * The line mock-ups (issue #30, docs/decisions/022-line-mockups.md): what a draft line (cart,
 * estimate) or an ordered production draws, resolved to a garment, print areas and file pictures,
 * drawn by mockup-render.ts. A draft draws only the caller's own files; an ordered production is
 * reached by its capability token alone. Drawn pictures are kept in a small in-process cache keyed
 * by what they show (safe to lose; each process keeps its own).
 */
import { createHash } from 'node:crypto';
import { lineMockupAlt, type LineMockupDraft } from '@shop/api-contract';
import type { ArtworkLayout } from '@shop/artwork-domain';
import { type GarmentSide, sideOf, silhouetteOf, viewOfPositions } from '@shop/design-document/garment';
import type { ProductionMockupSource } from '../artwork/production-mockup-source.ts';
import { mockupGarment, printSpecAreas } from '../catalog/catalog-service.ts';
import type { Queryable } from '../db/db.ts';
import type { FileOwner } from '../files/file-record-store.ts';
import { type FilePicture, filePictures, ownFilePictures } from '../files/file-service.ts';
import type { FileStore } from '../files/file-store.ts';
import { renderMockup, type RenderPrint } from './mockup-render.ts';

/** Drawn mock-ups kept per process (about 30–150 kB each). */
const CACHE_ENTRIES = 64;

export interface MockupDeps {
  db: Queryable;
  files: FileStore;
}

/** A drawn mock-up: the PNG, a strong ETag of what it shows, and its Japanese alternative text. */
export interface Mockup {
  png: Buffer;
  etag: string;
  alt: string;
}

/** Why no mock-up was drawn: something named does not exist or is not the caller's (the routes answer 404). */
export type MockupMissing = 'product' | 'print_spec' | 'file';

/** A print resolved for drawing, before its picture is chosen. */
interface ResolvedPrint {
  position: string;
  area: { widthMm: number; heightMm: number };
  file: FilePicture;
  layout: ArtworkLayout | null;
}

export function mockupService(deps: MockupDeps) {
  const cache = new Map<string, Buffer>();

  /** Draws (or takes from the cache) the garment with the prints of its shown side. */
  async function draw(
    productCode: string,
    colorId: number,
    prints: readonly ResolvedPrint[],
    side: GarmentSide = viewOfPositions(prints.map((print) => print.position)),
  ): Promise<Mockup | MockupMissing> {
    const garment = await mockupGarment(deps.db, productCode, colorId);
    if (!garment) return 'product';
    const shown = prints.filter((print) => sideOf(print.position) === side);
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          garment.svg,
          shown.map((p) => [
            p.position,
            p.area,
            p.file.file.uuid,
            p.file.picture !== null,
            p.file.file.width,
            p.file.file.height,
            p.layout,
          ]),
        ]),
      )
      .digest('base64url');
    let png = cache.get(key);
    if (png) {
      cache.delete(key); // least recently used goes first
    } else {
      const silhouette = silhouetteOf(garment.silhouette);
      const toRender: RenderPrint[] = shown.map((p) => ({
        position: p.position,
        area: p.area,
        artwork: p.file.file.width && p.file.file.height ? { width: p.file.file.width, height: p.file.file.height } : null,
        layout: p.layout,
        picture: p.file.picture,
      }));
      png = await renderMockup(garment.svg, silhouette, toRender);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, png);
    return {
      png,
      etag: `"${key.slice(0, 32)}"`,
      alt: lineMockupAlt(
        garment.productName,
        garment.colorName,
        shown.map((p) => p.position),
      ),
    };
  }

  return {
    /** A line not ordered yet, drawn from the caller's own uploads ('file' when one is not theirs). */
    async draft(owner: FileOwner, draft: LineMockupDraft): Promise<Mockup | MockupMissing> {
      const specs = await printSpecAreas(
        deps.db,
        draft.prints.map((print) => print.printSpecId),
      );
      const pictures = await ownFilePictures(
        deps,
        owner,
        draft.prints.map((print) => print.fileUuid),
      );
      const prints: ResolvedPrint[] = [];
      for (const print of draft.prints) {
        const spec = specs.get(print.printSpecId);
        if (!spec) return 'print_spec';
        const file = pictures.get(print.fileUuid);
        if (!file) return 'file';
        prints.push({ position: spec.position, area: spec.area, file, layout: print.layout });
      }
      return draw(draft.productCode, draft.colorId, prints);
    },

    /** An ordered production (found by its capability token): each placement's latest version, on `side` when given. */
    async production(source: ProductionMockupSource, side?: GarmentSide): Promise<Mockup | MockupMissing> {
      const specs = await printSpecAreas(
        deps.db,
        source.prints.filter((print) => !print.placement).map((print) => print.printSpecId),
      );
      const pictures = await filePictures(
        deps,
        source.prints.flatMap((print) => print.fileUuids),
      );
      const prints = source.prints.flatMap((print): ResolvedPrint[] => {
        const placement = print.placement ?? specs.get(print.printSpecId);
        const files = print.fileUuids.map((uuid) => pictures.get(uuid)).filter((file): file is FilePicture => file !== undefined);
        // The first file with a picture; a file without one (PDF, AI) is outlined where it prints.
        const file = files.find((candidate) => candidate.picture !== null) ?? files[0];
        return placement && file ? [{ position: placement.position, area: placement.area, file, layout: print.layout }] : [];
      });
      return draw(source.productCode, source.colorId, prints, side);
    },
  };
}

export type MockupService = ReturnType<typeof mockupService>;
