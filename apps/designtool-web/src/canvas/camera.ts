/** View helpers the canvas and zoom controls share (the camera moves themselves are @shop/design-document's actions). */
import { CSS_PX_PER_MM, type Camera } from '@shop/design-document';

/** Percent shown in the zoom controls (100 % = real size). */
export function zoomPercent(camera: Camera): number {
  return Math.round((camera.zoom / CSS_PX_PER_MM) * 100);
}

/** A ruler's labelled tick pitch (mm) for a zoom: about one label every 50 px or more. */
export function rulerStep(zoom: number): number {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500];
  return steps.find((step) => step * zoom >= 50) ?? 1000;
}
