/**
 * The customer's file, the printer's file and the mock-up side by side at true scale (issue #30):
 * the three share one scale (px per mm, chosen so the widest fits its column), each shows the print
 * area's outline with its size, and the artwork where the version's layout puts it (the server's
 * `placed`, in mm). The mock-up paints the stage in the chosen garment colour.
 */
import type { AdminArtFile, AdminArtJob, AdminArtVersion } from '@shop/api-contract/admin';
import { useEffect, useRef, useState } from 'react';
import * as s from './artwork.css.ts';

/** Garment shown around the print area on every stage, mm per side. */
const MARGIN_MM = 20;
/** Tallest a stage may be drawn, px. */
const MAX_STAGE_PX = 460;

/** `20.3 MB`, or `512 kB` under a megabyte. */
const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;

/** The scale (px per mm) that fits the stage of `area` into a column `width` px wide. */
export function stageScale(area: { widthMm: number; heightMm: number }, width: number): number {
  const stageW = area.widthMm + 2 * MARGIN_MM;
  const stageH = area.heightMm + 2 * MARGIN_MM;
  return Math.max(0.2, Math.min(width / stageW, MAX_STAGE_PX / stageH));
}

function Stage(props: { job: AdminArtJob; scale: number; file: AdminArtFile | null; background?: string; label: string; empty: string }) {
  const { job, scale, file, background, label, empty } = props;
  const { widthMm, heightMm } = job.placement;
  const px = (mm: number) => `${mm * scale}px`;
  const placed = file?.placed;
  return (
    <div
      className={`${s.stage}${background ? ` ${s.garment}` : ''}`}
      style={{
        width: px(widthMm + 2 * MARGIN_MM),
        height: px(heightMm + 2 * MARGIN_MM),
        ...(background ? { backgroundColor: background } : {}),
      }}
      role="img"
      aria-label={label}
      data-scale={scale}
    >
      <div className={s.area} style={{ left: px(MARGIN_MM), top: px(MARGIN_MM), width: px(widthMm), height: px(heightMm) }} data-print-area>
        <span className={s.areaLabel}>
          印刷範囲 {widthMm}×{heightMm}mm
        </span>
        {file?.previewUrl && placed ? (
          <img
            className={s.art}
            src={file.previewUrl}
            alt=""
            decoding="async"
            style={{ left: px(placed.xMm), top: px(placed.yMm), width: px(placed.widthMm), height: px(placed.heightMm) }}
          />
        ) : (
          <span className={s.placeholder}>
            {file ? 'このファイル形式はプレビューできません。元ファイルを開いて確認してください。' : empty}
          </span>
        )}
      </div>
    </div>
  );
}

function FileMeta({ file }: { file: AdminArtFile | null }) {
  if (!file) return null;
  return (
    <p className={s.fileMeta}>
      <a href={file.url} target="_blank" rel="noopener">
        {file.name}
      </a>
      {file.width && file.height ? ` / ${file.width}×${file.height}px` : ''} / {size(file.byteSize)}
      {file.placed ? ` / 印刷サイズ ${file.placed.widthMm}×${file.placed.heightMm}mm` : ''}
    </p>
  );
}

export function TrueScalePanels({ job, version }: { job: AdminArtJob; version: AdminArtVersion }) {
  const grid = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(300);
  const [colorId, setColorId] = useState(job.garmentColors[0]?.id ?? 0);
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => {
      const column = element.firstElementChild?.clientWidth ?? 320;
      setWidth(Math.max(120, column - 16));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = stageScale(job.placement, width);
  const color = job.garmentColors.find((c) => c.id === colorId) ?? job.garmentColors[0];
  const printed = version.printerFile ?? version.customerFile;
  const stored = version.mockups.find((m) => m.garmentColorId === color?.id);
  const rulerMm = job.placement.widthMm >= 200 ? 100 : 50;

  return (
    <>
      <div className={s.panels} ref={grid}>
        <figure className={s.panel}>
          <figcaption className={s.panelTitle}>お客様のデータ（第{version.number}版）</figcaption>
          <Stage job={job} scale={scale} file={version.customerFile} label="お客様のデータを印刷範囲に配置した図" empty="" />
          <FileMeta file={version.customerFile} />
        </figure>
        <figure className={s.panel}>
          <figcaption className={s.panelTitle}>印刷用データ</figcaption>
          <Stage
            job={job}
            scale={scale}
            file={version.printerFile}
            label="印刷用データを印刷範囲に配置した図"
            empty="印刷用データはありません（お客様のデータをそのまま印刷します）"
          />
          <FileMeta file={version.printerFile} />
        </figure>
        <figure className={s.panel}>
          <figcaption className={s.panelTitle}>仕上がりイメージ{color ? `（${color.name}）` : ''}</figcaption>
          <Stage
            job={job}
            scale={scale}
            file={printed}
            background={color?.hex}
            label={`${color?.name ?? ''}のボディに印刷した仕上がりイメージ`}
            empty=""
          />
          <div className={s.swatches} role="group" aria-label="ボディカラー">
            {job.garmentColors.map((c) => (
              <button key={c.id} type="button" className={s.swatch} aria-pressed={c.id === color?.id} onClick={() => setColorId(c.id)}>
                <span className={s.chip} style={{ background: c.hex }} />
                {c.name}
              </button>
            ))}
          </div>
          {stored ? (
            // The mock-up the version kept when it was made (drawn once, never again): what the customer's proof shows.
            <a className={s.storedMockup} href={stored.file.url} target="_blank" rel="noopener">
              <img
                className={s.storedMockupImage}
                src={stored.file.url}
                alt={`第${version.number}版の保存された仕上がりイメージ（${color?.name ?? ''}）`}
                width={160}
                height={160}
              />
              <span className={s.fileMeta}>保存された仕上がりイメージ（第{version.number}版）</span>
            </a>
          ) : null}
        </figure>
      </div>
      <div className={s.ruler}>
        <span className={s.rulerBar} style={{ width: `${rulerMm * scale}px` }} aria-hidden="true" />
        <span>
          {rulerMm}mm — 3つの図は同じ縮尺です（1mm = {scale.toFixed(2)}px）。青い点線が印刷範囲です。
        </span>
      </div>
    </>
  );
}
