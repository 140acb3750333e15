/** The benches' large upload: a PNG of random pixels (it does not compress), fast zlib, about side² × 3 bytes. */
import sharp from 'sharp';

export async function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i + 4 <= pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0x1_0000_0000) >>> 0, i);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
