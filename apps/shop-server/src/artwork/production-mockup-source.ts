/**
 * What an ordered production's mock-up draws (issue #30, docs/decisions/022-line-mockups.md): the
 * product in its first ordered colour with each placement's latest art version (so a re-upload or
 * a staff fix shows at once), or, for a print without an art job (an order from before the jobs, a
 * method the shop does not check), the file and layout it was ordered with. Found by the
 * production's capability token; the mockups folder draws it (handed over by the mount table).
 */
import { API_ROUTES, buildPath, lineMockupAlt } from '@shop/api-contract';
import type { ArtJob, ArtworkLayout } from '@shop/artwork-domain';
import { sideOf } from '@shop/design-document/garment';
import type { Queryable } from '../db/db.ts';
import type { MailPicture } from '../mail/mail-html.ts';
import { artJobsOfProduction, type StoredArtJob } from './artwork-store.ts';
import { productionByMockupToken } from './art-order-store.ts';

/** One print of an ordered production's mock-up. */
export interface ProductionMockupPrint {
  printSpecId: number;
  /** The placement as its art job keeps it (position, area in mm); null: the catalogue's print spec. */
  placement: { position: string; area: { widthMm: number; heightMm: number } } | null;
  /** The files to draw, the first with a picture wins: a staff fix's printer file, then the customer's. */
  fileUuids: string[];
  layout: ArtworkLayout | null;
}

/** An ordered production as its mock-up draws it. */
export interface ProductionMockupSource {
  productionNumber: string;
  productCode: string;
  productName: string;
  colorId: number;
  colorName: string;
  prints: ProductionMockupPrint[];
}

const latest = (job: ArtJob) => job.versions[job.versions.length - 1];

/** The production of `token` as its mock-up draws it; undefined for an unknown token or a production without colours. */
export async function productionMockupSource(db: Queryable, token: string): Promise<ProductionMockupSource | undefined> {
  const production = await productionByMockupToken(db, token);
  const group = production?.snapshot.item_groups[0];
  if (!production || !group) return undefined;
  const jobs = await artJobsOfProduction(db, production.number);
  const prints = production.snapshot.prints.flatMap((print): ProductionMockupPrint[] => {
    const job = jobs.find((stored) => stored.job.placement.printSpecId === print.print_spec.id)?.job;
    const version = job ? latest(job) : undefined;
    if (job && version) {
      return [
        {
          printSpecId: job.placement.printSpecId,
          placement: { position: job.placement.position, area: job.placement.area },
          fileUuids: [...(version.printerFile ? [version.printerFile.uuid] : []), version.customerFile.uuid],
          layout: version.layout,
        },
      ];
    }
    const uuid = print.file_uuid ?? print.svg_file_uuid;
    if (!uuid) return [];
    const layout = print.layout
      ? {
          widthMm: print.layout.width_mm,
          anchor: print.layout.anchor,
          offsetXMm: print.layout.offset_x_mm,
          offsetYMm: print.layout.offset_y_mm,
        }
      : null;
    return [{ printSpecId: print.print_spec.id, placement: null, fileUuids: [uuid], layout }];
  });
  return {
    productionNumber: production.number,
    productCode: production.snapshot.product.code,
    productName: production.snapshot.product.name,
    colorId: group.color.id,
    colorName: group.color.name,
    prints,
  };
}

/**
 * The picture an artwork mail shows: the production's mock-up on the side of the job's placement
 * (absolute URL under the production's token), named after the product, its first colour and the placement.
 */
export function placementMockup(publicUrl: string, stored: Pick<StoredArtJob, 'mockupToken' | 'productName'>, job: ArtJob): MailPicture {
  const side = sideOf(job.placement.position);
  return {
    src: `${publicUrl}${buildPath(API_ROUTES.productionMockup.path, { token: stored.mockupToken })}?side=${side}`,
    alt: lineMockupAlt(stored.productName, job.garmentColors[0]?.name ?? '', [job.placement.position]),
  };
}
