/**
 * What a new art version keeps from the moment it is made (issue #30, migration 036): the preflight
 * findings of the file that prints (the upload step's rules: the job's method, print area, garment
 * colours and inks at the version's layout) and its mock-up (the garment in the first ordered colour
 * with the version's artwork on the placement's side), drawn once, stored as a PNG file of the
 * order's customer and kept with the order. Both are measured inside the transaction that stores the
 * version, so the version and what it keeps are written together and never change afterwards.
 */
import { createHash } from 'node:crypto';
import type {
  ArtFileRef,
  ArtGarmentColor,
  ArtMockup,
  ArtPlacement,
  ArtPrintMethod,
  ArtworkLayout,
  PreflightFinding,
} from '@shop/artwork-domain';
import { sideOf } from '@shop/design-document/garment';
import type { Queryable } from '../db/db.ts';
import { acceptUpload } from '../files/file-service.ts';
import type { FileStore } from '../files/file-store.ts';
import { mockupService } from '../mockups/mockup-service.ts';
import { storedFilePreflight } from '../preflight/preflight-service.ts';
import { fileRecord, keepOrderFile } from './art-order-store.ts';

/** What a version is measured against and drawn on. */
export interface VersionToKeep {
  orderId: number;
  customerId: number;
  productionNumber: string;
  productCode: string;
  productName: string;
  method: ArtPrintMethod;
  placement: ArtPlacement;
  garmentColors: readonly ArtGarmentColor[];
  /** silk-screen inks ordered (the largest set); 0 for inkjet */
  inksOrdered: number;
  versionNumber: number;
  layout: ArtworkLayout;
  /** the file that prints first (a staff fix's printer file), then the customer's */
  files: readonly ArtFileRef[];
}

/** What the version keeps. */
export interface KeptMeasures {
  preflight: PreflightFinding[];
  mockups: ArtMockup[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Measures and draws a new version inside the caller's transaction `q` (the mock-up's file row is in it too). */
export async function keepVersionMeasures(
  q: Queryable,
  deps: { files: FileStore; now: () => number },
  input: VersionToKeep,
): Promise<KeptMeasures> {
  const printed = input.files[0];
  if (!printed) return { preflight: [], mockups: [] };
  const record = await fileRecord(q, printed.uuid);
  const preflight = await storedFilePreflight(
    deps.files,
    { uuid: printed.uuid, kind: record?.kind ?? 'unknown', width: record?.width ?? null, height: record?.height ?? null },
    {
      method: input.method,
      area: input.placement.area,
      layout: input.layout,
      garmentColors: input.garmentColors.map((c) => ({ name: c.name, isDark: c.isDark })),
      inksOrdered: input.method === 'silkscreen' ? input.inksOrdered : 0,
    },
  );
  const color = input.garmentColors[0];
  if (!color) return { preflight, mockups: [] };
  const drawn = await mockupService({ db: q, files: deps.files }).production(
    {
      productionNumber: input.productionNumber,
      productCode: input.productCode,
      productName: input.productName,
      colorId: color.id,
      colorName: color.name,
      prints: [
        {
          printSpecId: input.placement.printSpecId,
          placement: { position: input.placement.position, area: input.placement.area },
          fileUuids: input.files.map((f) => f.uuid),
          layout: input.layout,
        },
      ],
    },
    sideOf(input.placement.position),
  );
  // A product no longer in the catalogue draws nothing: the version keeps its findings without a picture.
  if (typeof drawn === 'string') return { preflight, mockups: [] };
  const name = `mockup-${input.productionNumber}-${input.placement.printSpecId}-v${input.versionNumber}.png`;
  const stored = await acceptUpload(
    { db: q, files: deps.files, now: deps.now, fileLimit: Number.MAX_SAFE_INTEGER },
    { customerId: input.customerId },
    { name, bytes: drawn.png },
  );
  await keepOrderFile(q, input.orderId, stored.uuid);
  const file: ArtFileRef = {
    uuid: stored.uuid,
    sha256: sha256(drawn.png),
    name: stored.originalName,
    mimeType: 'image/png',
    byteSize: stored.byteSize,
  };
  return { preflight, mockups: [{ garmentColorId: color.id, file }] };
}
