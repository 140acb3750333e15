/**
 * The preflight at upload (issue #30): `POST /api/preflight` measures one of the caller's uploads
 * (pixels, transparency, flat colours, for SVG the thinnest line and smallest text) and answers
 * `@shop/artwork-domain`'s findings for the chosen print spec, print size and place, garment colours
 * and inks. It refuses nothing: the findings say what prints as it may not look.
 */
import * as v from 'valibot';
import { CountSchema, IdSchema, UuidSchema, dataEnvelope, wireObject } from './common.ts';

/** The print size and place the preflight measures against: width in mm (aspect kept), `top` or `center`, offsets in mm. */
export const PreflightLayoutSchema = wireObject({
  width_mm: v.pipe(v.number(), v.finite(), v.minValue(0.1, '印刷幅は0.1mm以上で指定してください'), v.maxValue(10_000)),
  anchor: v.picklist(['top', 'center'], '印刷位置は上寄せか中央を選んでください'),
  offset_x_mm: v.pipe(v.number(), v.finite(), v.minValue(-10_000), v.maxValue(10_000)),
  offset_y_mm: v.pipe(v.number(), v.finite(), v.minValue(-10_000), v.maxValue(10_000)),
});

export const PreflightRequestSchema = wireObject({
  file_uuid: UuidSchema,
  /** The placement (its method and print area come from the catalogue). */
  print_spec_id: IdSchema,
  /** The garment colours ordered (`product_colors` ids; their darkness comes from the catalogue). */
  color_ids: v.pipe(v.array(IdSchema), v.maxLength(50)),
  /** Silk-screen inks ordered for the placement per garment colour (the largest set); 0 for inkjet. */
  inks_ordered: v.pipe(CountSchema, v.maxValue(20)),
  /** null: the default layout (as wide as fits, centred, at the top). */
  layout: v.optional(v.nullable(PreflightLayoutSchema), null),
});
export type PreflightRequestWire = v.InferInput<typeof PreflightRequestSchema>;
export type PreflightRequest = v.InferOutput<typeof PreflightRequestSchema>;

/** What was measured of the file (null for PDF and AI, which are checked by eye). Lengths in the artwork's units. */
export const PreflightAnalysisSchema = wireObject({
  kind: v.picklist(['raster', 'vector']),
  width: v.number(),
  height: v.number(),
  semi_transparent: v.boolean(),
  ink_colors: v.nullable(v.number()),
  thinnest_line: v.nullable(v.number()),
  smallest_text: v.nullable(v.number()),
});

/** One finding: its code, `error` / `warning` / `info`, and the Japanese message with the measured figures. */
export const PreflightFindingSchema = wireObject({
  code: v.string(),
  severity: v.picklist(['error', 'warning', 'info']),
  message: v.string(),
});
export type PreflightFindingWire = v.InferOutput<typeof PreflightFindingSchema>;

export const PreflightResponseSchema = dataEnvelope(
  wireObject({ analysis: v.nullable(PreflightAnalysisSchema), findings: v.array(PreflightFindingSchema) }),
);
export type PreflightResponse = v.InferOutput<typeof PreflightResponseSchema>;
