/**
 * The proof of a version on the order page (issue #30): the garment in each ordered colour with the
 * version's artwork where it prints, at the version's print width and place and at true scale. The
 * colour whose mock-up the version kept when it was made shows that stored picture (never drawn
 * again, so the proof is what the version was); the others are drawn by the print pages'
 * PrintPreview (`placeArtwork` of @shop/artwork-domain) from the printer's file when the staff fixed
 * one, else the customer's file, its size from the file API (`useArtworkFiles`).
 */
import type { UploadedFile } from '@shop/web-state';
import { silhouetteOfPositions } from '../../print/preview/preview-layout.ts';
import { PrintPreview, type PreviewSpec } from '../../print/preview/print-preview.tsx';
import type { ArtJob, ArtProduction, ArtVersion } from './art-job-view.ts';
import * as css from './artwork.css.ts';

/** The placement of a job as the preview draws it. */
export function previewSpecOf(job: ArtJob): PreviewSpec {
  return {
    id: job.placement.printSpecId,
    name: job.placement.name,
    position: job.placement.position,
    widthMm: job.placement.widthMm,
    heightMm: job.placement.heightMm,
  };
}

/** The file a version prints: the printer's file when there is one (a staff fix), else the customer's. */
export function printedFileOf(version: ArtVersion): ArtVersion['customerFile'] {
  return version.printerFile ?? version.customerFile;
}

export function ArtProof({
  job,
  version,
  production,
  file,
}: {
  job: ArtJob;
  version: ArtVersion;
  production: ArtProduction;
  /** the version's printed file as the file API describes it (null until known) */
  file: UploadedFile | null;
}) {
  const spec = previewSpecOf(job);
  // The garment's silhouette follows every print of the production (a cap, a tote…), the outline only this placement.
  const product = { code: production.product.code, colors: production.colors, silhouette: silhouetteOfPositions(production.positions) };
  return (
    <div className={css.proof} aria-label={`${job.placement.name}の校正（第${version.number}版）`} role="group">
      {production.colors.map((color) => {
        const stored = version.mockups.find((mockup) => mockup.garmentColorId === color.id);
        return (
          <figure key={color.id} className={css.proofColor} data-proof-color={color.id}>
            <figcaption className={css.proofCaption}>{color.name}</figcaption>
            {stored ? (
              <img
                className={css.storedMockup}
                src={stored.file.url}
                alt={`${color.name}のボディに第${version.number}版を${job.placement.position}へ印刷した仕上がりイメージ`}
                width={400}
                height={400}
                data-stored-mockup={version.number}
              />
            ) : (
              <PrintPreview product={product} colorId={color.id} placements={[{ spec, file, layout: version.layout }]} />
            )}
          </figure>
        );
      })}
    </div>
  );
}
