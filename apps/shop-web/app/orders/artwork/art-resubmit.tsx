/**
 * 「データを再入稿する」 on a データ不備 (issue #30), with the same widgets as ordering a print: the
 * upload (HEIC converted in the browser, progress, the dpi warning and its consent), the print width
 * and place (kept from the version, adjustable), the server's preflight of the new file for that
 * size and place, and the mock-up of the garment, all shown before anything is sent; then one
 * `POST /api/art_jobs/{id}/versions` (source `customer_upload`) names the version it replaces.
 */
import { API_ROUTES } from '@shop/api-contract';
import type { ArtworkLayout } from '@shop/artwork-domain';
import { Button } from '@shop/ui';
import { browserApi, type UploadedFile } from '@shop/web-state';
import { useId, useState } from 'react';
import { artworkSizeOf, silhouetteOfPositions } from '../../print/preview/preview-layout.ts';
import { PrintPreview } from '../../print/preview/print-preview.tsx';
import { LayoutControls } from '../../print/proof/layout-controls.tsx';
import { PlacementPreflight } from '../../print/proof/preflight-findings.tsx';
import { PrintDataUpload } from '../../print/upload/print-data-upload.tsx';
import type { ArtJob, ArtProduction, ArtVersion } from './art-job-view.ts';
import { previewSpecOf } from './art-proof.tsx';
import * as css from './artwork.css.ts';

export const RESUBMIT_SEND_LABEL = 'この内容で再入稿する';

/** The layout sent with a new file: the one shown, or none for a file without a size (PDF, AI: the staff place it). */
export function layoutToSend(file: Pick<UploadedFile, 'width' | 'height'>, layout: ArtworkLayout) {
  return artworkSizeOf(file)
    ? { width_mm: layout.widthMm, anchor: layout.anchor, offset_x_mm: layout.offsetXMm, offset_y_mm: layout.offsetYMm }
    : null;
}

export function ArtResubmit({
  job,
  version,
  production,
  run,
  pending,
}: {
  job: ArtJob;
  version: ArtVersion;
  production: ArtProduction;
  /** Runs a call of the customer's, then reads the list again (errors shown by the placement). */
  run: (action: () => Promise<unknown>) => Promise<void>;
  pending: boolean;
}) {
  const headingId = useId();
  const noteId = useId();
  const [file, setFile] = useState<UploadedFile | null>(null);
  // The version's print width and place are kept unless the customer moves them.
  const [layout, setLayout] = useState<ArtworkLayout>(version.layout);
  const [note, setNote] = useState('');
  const spec = previewSpecOf(job);
  const size = file ? artworkSizeOf(file) : null;
  const colorIds = production.colors.map((c) => c.id);
  const firstColor = production.colors[0];
  const send = (chosen: UploadedFile) =>
    run(async () =>
      (await browserApi()).call(API_ROUTES.artResubmit, {
        params: { id: job.id },
        body: {
          version_number: version.number,
          source: 'customer_upload',
          file_uuid: chosen.uuid,
          layout: layoutToSend(chosen, layout),
          note: note.trim() === '' ? null : note.trim(),
        },
      }),
    );
  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={css.panelTitle}>
        データを再入稿する（{job.placement.name}）
      </h4>
      <PrintDataUpload
        placement={{ id: spec.id, name: spec.name, widthMm: spec.widthMm, heightMm: spec.heightMm }}
        method={production.method.slug === 'silkscreen' ? 'silkscreen' : 'inkjet'}
        value={file}
        onChange={setFile}
      />
      {file ? (
        <>
          {size ? (
            <LayoutControls spec={spec} artwork={size} layout={layout} onChange={setLayout} />
          ) : (
            <p className={css.field}>このファイル形式は画面上で大きさを測れないため、大きさと位置はスタッフがデータ確認で調整します。</p>
          )}
          <PlacementPreflight
            placementName={spec.name}
            question={{ fileUuid: file.uuid, printSpecId: spec.id, colorIds, inksOrdered: production.inks, layout: size ? layout : null }}
          />
          {firstColor ? (
            <PrintPreview
              product={{
                code: production.product.code,
                colors: production.colors,
                silhouette: silhouetteOfPositions(production.positions),
              }}
              colorId={firstColor.id}
              placements={[{ spec, file, layout: size ? layout : null }]}
            />
          ) : null}
          <div className={css.field}>
            <label htmlFor={noteId}>スタッフへのコメント（任意）</label>
            <textarea
              id={noteId}
              className={css.textarea}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={2000}
              rows={2}
            />
          </div>
          <div className={css.actions}>
            <Button disabled={pending} onClick={() => void send(file)}>
              {RESUBMIT_SEND_LABEL}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
