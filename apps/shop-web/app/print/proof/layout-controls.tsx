/**
 * The print size and place of one print (issue #30 "Proof before paying"), for every print method:
 * the print width in mm (the artwork's aspect kept; at most as wide as fits the area), 上 or 中央 in
 * the print area, and offsets in mm. Every change is handed up at once, so the mock-up follows it;
 * what prints is what `placeArtwork` of @shop/artwork-domain makes of it, and that is what is shown.
 */
import { fitWidthMm, placeArtwork, type ArtworkLayout, type ArtworkSize, type LayoutAnchor } from '@shop/artwork-domain';
import { useId, useState } from 'react';
import * as css from './layout-controls.css.ts';

export interface LayoutControlsProps {
  /** The print spec's name and area (mm). */
  spec: { name: string; widthMm: number; heightMm: number };
  /** The artwork's own size (pixels, or the drawing's size of an SVG). */
  artwork: ArtworkSize;
  layout: ArtworkLayout;
  onChange: (layout: ArtworkLayout) => void;
}

const ANCHORS: readonly { value: LayoutAnchor; label: string }[] = [
  { value: 'top', label: '上' },
  { value: 'center', label: '中央' },
];

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A millimetre field that lets the shopper type freely and hands up only numbers, kept within [min, max]. */
function MmField({
  label,
  value,
  min,
  max,
  onValue,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  return (
    <span className={css.row}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        id={id}
        className={css.number}
        type="number"
        inputMode="decimal"
        step={1}
        min={round1(min)}
        max={round1(max)}
        value={text ?? String(round1(value))}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onValue(clamp(parsed, min, max));
        }}
        onBlur={() => setText(null)}
      />
      <span aria-hidden="true">mm</span>
    </span>
  );
}

export function LayoutControls({ spec, artwork, layout, onChange }: LayoutControlsProps) {
  const rangeId = useId();
  const area = { widthMm: spec.widthMm, heightMm: spec.heightMm };
  const maxWidth = Math.floor(fitWidthMm(artwork, area) * 10) / 10;
  const minWidth = Math.min(10, maxWidth);
  const placed = placeArtwork(artwork, layout, area);
  const set = (change: Partial<ArtworkLayout>) => onChange({ ...layout, ...change });
  return (
    <fieldset className={css.root}>
      <legend className={css.legend}>
        {spec.name}の大きさと位置（印刷範囲 {spec.widthMm}×{spec.heightMm}mm）
      </legend>
      <span className={css.row}>
        <MmField label="印刷幅" value={layout.widthMm} min={minWidth} max={maxWidth} onValue={(widthMm) => set({ widthMm })} />
        <input
          id={rangeId}
          className={css.range}
          type="range"
          aria-label={`${spec.name}の印刷幅（mm）`}
          min={minWidth}
          max={maxWidth}
          step={1}
          value={Math.min(layout.widthMm, maxWidth)}
          onChange={(event) => set({ widthMm: clamp(Number(event.target.value), minWidth, maxWidth) })}
        />
      </span>
      <span className={css.row} role="radiogroup" aria-label={`${spec.name}の縦位置`}>
        <span className={css.label}>縦位置</span>
        <ul className={css.radios}>
          {ANCHORS.map((anchor) => (
            <li key={anchor.value}>
              <label>
                <input
                  type="radio"
                  name={`${rangeId}-anchor`}
                  value={anchor.value}
                  checked={layout.anchor === anchor.value}
                  onChange={() => set({ anchor: anchor.value })}
                />{' '}
                {anchor.label}
              </label>
            </li>
          ))}
        </ul>
      </span>
      <span className={css.row}>
        <MmField
          label="左右にずらす（右が＋）"
          value={layout.offsetXMm}
          min={-spec.widthMm / 2}
          max={spec.widthMm / 2}
          onValue={(offsetXMm) => set({ offsetXMm })}
        />
        <MmField
          label="上下にずらす（下が＋）"
          value={layout.offsetYMm}
          min={-spec.heightMm}
          max={spec.heightMm}
          onValue={(offsetYMm) => set({ offsetYMm })}
        />
      </span>
      <p className={css.result} aria-live="polite">
        仕上がり：幅{round1(placed.widthMm)}×高さ{round1(placed.heightMm)}mm（範囲の左端から{round1(placed.xMm)}mm、上端から
        {round1(placed.yMm)}mm）
      </p>
      {placed.moved ? <p className={css.adjusted}>ご指定の位置では印刷範囲からはみ出すため、範囲の内側に移して印刷します。</p> : null}
    </fieldset>
  );
}
