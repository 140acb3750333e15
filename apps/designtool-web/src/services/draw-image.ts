/** A canvas of `width` × `height` px with `image` drawn to fill it (the browser's rasteriser of an SVG). */
export function canvasOf(image: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}
