/**
 * The printer's SVG of a page: @shop/design-document's export with texts in outlines from the app's
 * font files and every picture embedded at full resolution. Raster pictures go in as they were
 * uploaded; an SVG picture is drawn to PNG at 300 dpi of its printed size (capped at 6000 px), since
 * the file API keeps only raster `data:` pictures inside an uploaded SVG.
 */
import { exportPageSvg } from '@shop/design-document';
import { type DesignDocument, type ImageShape, type Page } from '@shop/design-document/model';
import { browserFonts } from '../fonts/browser-fonts.ts';
import { canvasOf } from './draw-image.ts';
import { originalDataUrl } from './import-image.ts';

const VECTOR_DPI = 300;
const MAX_RASTER_PX = 6000;

/** Pixel size an SVG picture is drawn at for the printer. */
export function rasterSize(shape: Pick<ImageShape, 'w' | 'h'>): { width: number; height: number } {
  const scale = Math.min(1, MAX_RASTER_PX / Math.max((shape.w / 25.4) * VECTOR_DPI, (shape.h / 25.4) * VECTOR_DPI, 1));
  return {
    width: Math.max(1, Math.round((shape.w / 25.4) * VECTOR_DPI * scale)),
    height: Math.max(1, Math.round((shape.h / 25.4) * VECTOR_DPI * scale)),
  };
}

async function rasteriseSvg(dataUrl: string, shape: ImageShape): Promise<string> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const { width, height } = rasterSize(shape);
  return canvasOf(image, width, height).toDataURL('image/png');
}

export async function printerSvg(page: Page, document: Pick<DesignDocument, 'name'>): Promise<string> {
  return exportPageSvg(page, {
    outlines: await browserFonts().glyphOutlines(),
    resolveImage: async (fileUuid, shape) => {
      const original = await originalDataUrl(fileUuid);
      return shape.vector ? rasteriseSvg(original, shape) : original;
    },
    title: `${document.name} ${page.name}`,
  });
}
