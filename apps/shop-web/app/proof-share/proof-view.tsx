/**
 * The shared proof's page body (`/proof/:token`, issue #30): a plain note that it is a preview from
 * the shop, then per ordered colour the garment with each placement's artwork at true scale
 * (PrintPreview, the proof step's own mock-up), the sizes and pieces, and each placement's print area,
 * print size in mm and inks. Read-only: no price, no button that changes anything.
 */
import { type FileKind, PROOF_LINK_DAYS, type ProofLinkView, type ProofPlacement } from '@shop/api-contract';
import { InkSwatches, swatchSetsOf } from '@shop/ui';
import type { UploadedFile } from '@shop/web-state';
import { Link } from 'react-router';
import { formatLongDate } from '../format/dates.ts';
import { placedInArea } from '../print/preview/preview-layout.ts';
import { PrintPreview, type PreviewPlacement } from '../print/preview/print-preview.tsx';
import { SITE_NAME } from '../seo/meta.ts';
import * as css from './proof-view.css.ts';

const KINDS: readonly string[] = ['png', 'jpeg', 'webp', 'svg', 'pdf', 'ai'];
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The placement's artwork as the mock-up draws it (a picture served through the link, or a file kind without one). */
function fileOf(placement: ProofPlacement, index: number): UploadedFile | null {
  const kind = placement.artwork?.kind ?? placement.artworkKind;
  if (!kind || !KINDS.includes(kind)) return null;
  return {
    uuid: `shared-artwork-${index}`,
    kind: kind as FileKind,
    name: placement.artwork?.name ?? `${kind.toUpperCase()}データ`,
    width: placement.artwork?.width ?? null,
    height: placement.artwork?.height ?? null,
    needsCheck: placement.artwork === null,
    thumbnailUrl: '',
  };
}

/** The placements as PrintPreview takes them. */
export function previewPlacements(proof: Pick<ProofLinkView, 'placements'>): PreviewPlacement[] {
  return proof.placements.map((placement, index) => ({
    spec: {
      id: placement.printSpecId,
      name: placement.name,
      position: placement.position,
      widthMm: placement.widthMm,
      heightMm: placement.heightMm,
    },
    file: fileOf(placement, index),
    layout: placement.layout,
    ...(placement.artwork ? { pictureUrl: placement.artwork.url } : {}),
  }));
}

/** 「幅250×高さ125mm」: the size the artwork prints at, or the area when the file has no size to measure. */
export function printSizeText(placement: ProofPlacement, file: UploadedFile | null): string {
  const placed = file ? placedInArea({ widthMm: placement.widthMm, heightMm: placement.heightMm }, file, placement.layout) : null;
  return placed
    ? `幅${round1(placed.widthMm)}×高さ${round1(placed.heightMm)}mm`
    : `印刷範囲内（最大 幅${placement.widthMm}×高さ${placement.heightMm}mm、大きさはデータ確認で調整）`;
}

export function ProofView({ proof }: { proof: ProofLinkView }) {
  const placements = previewPlacements(proof);
  const silkscreen = proof.placements.some((p) => p.inkCount !== null);
  return (
    <div className={css.root}>
      <p className={css.intro}>
        このページは、{SITE_NAME}でご注文を検討中のプリント内容の仕上がりイメージ（校正のプレビュー）です。
        {formatLongDate(Date.parse(proof.createdAt))}に共有された時点の内容で、閲覧専用です。
      </p>
      <section aria-labelledby="proof-summary" className={css.section}>
        <h2 id="proof-summary" className={css.sectionTitle}>
          ご注文内容
        </h2>
        <dl className={css.facts}>
          <dt>商品</dt>
          <dd>{proof.product.name}</dd>
          <dt>プリント方法</dt>
          <dd>{proof.printMethod.name}</dd>
          <dt>合計枚数</dt>
          <dd>{proof.quantity}枚</dd>
        </dl>
      </section>
      <section aria-labelledby="proof-placements" className={css.section}>
        <h2 id="proof-placements" className={css.sectionTitle}>
          プリント位置・大きさ{silkscreen ? '・インク' : ''}
        </h2>
        <ul className={css.plainList}>
          {proof.placements.map((placement, index) => {
            const preview = placements[index];
            return (
              <li key={placement.printSpecId} className={css.placement}>
                <strong>{placement.name}</strong>
                <span>
                  印刷サイズ: {printSizeText(placement, preview?.file ?? null)}（印刷範囲 幅{placement.widthMm}×高さ{placement.heightMm}mm）
                </span>
                {placement.inkSets && placement.inkSets.length > 0 ? (
                  <span>
                    インク: <InkSwatches sets={swatchSetsOf(placement.inkSets, proof.colors)} />
                  </span>
                ) : placement.inkCount !== null ? (
                  <span>インク: {placement.inkCount}色</span>
                ) : null}
                {placement.artwork === null && placement.artworkKind === null ? <span>データ未入稿</span> : null}
              </li>
            );
          })}
        </ul>
      </section>
      {proof.colors.map((color) => {
        const headingId = `proof-color-${color.id}`;
        const pieces = color.sizes.reduce((sum, size) => sum + size.quantity, 0);
        return (
          <section key={color.id} aria-labelledby={headingId} className={css.section}>
            <h2 id={headingId} className={css.sectionTitle}>
              <span className={css.swatch} style={{ background: color.hex }} aria-hidden="true" />
              {color.name}（{pieces}枚）
            </h2>
            <PrintPreview
              product={{ code: proof.product.code, colors: proof.colors.map(({ id, name, hex }) => ({ id, name, hex })) }}
              colorId={color.id}
              placements={placements}
            />
            <table className={css.sizes}>
              <caption className={css.caption}>{color.name}のサイズと枚数</caption>
              <thead>
                <tr>
                  <th scope="col">サイズ</th>
                  <th scope="col">枚数</th>
                </tr>
              </thead>
              <tbody>
                {color.sizes.map((size) => (
                  <tr key={size.name}>
                    <th scope="row">{size.name}</th>
                    <td>{size.quantity}枚</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <p className={css.note}>
        画面上のイメージは実寸の比率で表示していますが、実際の色味や位置は多少異なる場合があります。ご注文後、当店スタッフがデータを確認します。
        このリンクは{formatLongDate(Date.parse(proof.expiresAt))}まで有効です（作成から{PROOF_LINK_DAYS}
        日。共有した方がいつでも停止できます）。
      </p>
      <p>
        <Link to="/">{SITE_NAME}のサイトを見る</Link>
      </p>
    </div>
  );
}

/** The page of a link that does not open: why, in Japanese, and nothing of the proof. */
export function ProofClosed({ status, message }: { status: number; message: string }) {
  return (
    <div className={css.root}>
      <p role="alert" className={css.closed}>
        {message}
      </p>
      <p className={css.note}>
        {status === 410 ? '共有リンクは停止または期限切れのため、内容は表示できません。' : 'リンクのURLをもう一度ご確認ください。'}
      </p>
      <p>
        <Link to="/">{SITE_NAME}のサイトを見る</Link>
      </p>
    </div>
  );
}
