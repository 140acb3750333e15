/** Wire examples of the preflight at upload (spread into WIRE_EXAMPLES). */
import type { PreflightRequestWire } from '../schemas/preflight.ts';

const request: PreflightRequestWire = {
  file_uuid: '0b7f3c1e-9a51-4c7e-8d2a-5f6e7a8b9c0d',
  print_spec_id: 21,
  color_ids: [11, 12],
  inks_ordered: 2,
  layout: { width_mm: 250, anchor: 'top', offset_x_mm: 0, offset_y_mm: 30 },
};

export const PREFLIGHT_WIRE_EXAMPLES = {
  preflightCheck: {
    request,
    response: {
      data: {
        analysis: {
          kind: 'raster',
          width: 1200,
          height: 600,
          semi_transparent: false,
          ink_colors: 3,
          thinnest_line: null,
          smallest_text: null,
        },
        findings: [
          {
            code: 'too_many_inks',
            severity: 'error',
            message: 'デザインの色数（3色）がご注文のインク数（2色）より多いため、このままでは印刷できません。',
          },
          {
            code: 'low_resolution',
            severity: 'warning',
            message: '画像の解像度が低いため、粗く印刷されます（印刷幅250mmで122dpi。150dpi以上を推奨し、この画像なら幅203mmまでです）。',
          },
        ],
      },
    },
  },
} as const;
