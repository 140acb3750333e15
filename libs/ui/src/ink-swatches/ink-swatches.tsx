/**
 * Silk-screen inks by name with a swatch of each colour (issue #30): one line per ink set, led by its
 * garment colour when each colour has its own inks. The swatch is decoration (the name says the
 * colour), so only the names are read out.
 */
import * as css from './ink-swatches.css.ts';

/** An ink as shown: its name and '#rrggbb'. */
export interface SwatchInk {
  readonly name: string;
  readonly hex: string;
}

/** One set of inks, led by the garment colour it prints on (null: every colour). */
export interface SwatchInkSet {
  readonly garmentColor: string | null;
  readonly inks: readonly SwatchInk[];
}

/**
 * Ink sets keyed by garment colour id (null: every colour) as InkSwatches shows them, each led by its
 * colour's name from `colors`.
 */
export function swatchSetsOf(
  sets: readonly { readonly colorId: number | null; readonly inks: readonly SwatchInk[] }[],
  colors: readonly { readonly id: number; readonly name: string }[],
): SwatchInkSet[] {
  return sets.map((set) => ({
    garmentColor: set.colorId === null ? null : (colors.find((color) => color.id === set.colorId)?.name ?? null),
    inks: set.inks,
  }));
}

export interface InkSwatchesProps {
  readonly sets: readonly SwatchInkSet[];
  /** Between the inks of a set (Japanese: '・'). */
  readonly separator?: string;
}

export function InkSwatches({ sets, separator = '・' }: InkSwatchesProps) {
  return (
    <span className={css.root}>
      {sets.map((set, index) => (
        <span key={`${set.garmentColor ?? ''}-${index}`} className={css.set} data-ink-set={set.garmentColor ?? ''}>
          {set.garmentColor ? <span className={css.garment}>{set.garmentColor}：</span> : null}
          {set.inks.map((ink, i) => (
            <span key={`${ink.name}-${i}`} className={css.ink}>
              <span className={css.swatch} style={{ background: ink.hex }} aria-hidden="true" />
              {ink.name}
              {i < set.inks.length - 1 ? <span className={css.separator}>{separator}</span> : null}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}
