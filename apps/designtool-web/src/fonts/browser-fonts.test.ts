import { nodeFonts } from '@shop/design-document/node-fonts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserFonts, type FontEnvironment } from './browser-fonts.ts';

const installed = nodeFonts({ base: '/designtool-assets/fonts/' });

function fakeEnvironment() {
  const faces: { family: string; source: string; unicodeRange: string }[] = [];
  const loads: [string, string][] = [];
  const env: FontEnvironment = {
    fetchManifest: vi.fn(async () => installed.manifest),
    fetchFile: vi.fn(async (url: string) => {
      const bytes = await readFile(installed.files.get(url.split('/').pop()!)!);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    }),
    addFace: (family, source, descriptors) => faces.push({ family, source, unicodeRange: descriptors.unicodeRange }),
    loadFaces: async (font, text) => loads.push([font, text]),
    // A monospace stand-in: every character 0.6 em.
    measure: (font, text) => Number(/(\d+)px/.exec(font)![1]) * 0.6 * [...text].length,
  };
  return { env, faces, loads };
}

describe('browser fonts', () => {
  it('registers a font’s subsets only when first used, and waits for the characters typed', async () => {
    const { env, faces, loads } = fakeEnvironment();
    const fonts = createBrowserFonts(env);
    expect(env.fetchManifest).not.toHaveBeenCalled();
    const listener = vi.fn();
    const unsubscribe = fonts.subscribe(listener);
    await fonts.ensure('mincho', 'あA\nあ');
    expect(faces.length).toBe(installed.manifest.fonts['mincho']!.subsets.length);
    expect(new Set(faces.map((f) => f.family))).toEqual(new Set(['Noto Serif JP']));
    expect(faces[0]!.source).toMatch(
      /^url\(\/designtool-assets\/fonts\/noto-serif-jp-[\w-]+\.woff2\) format\('woff2'\), url\(.+\.woff\) format\('woff'\)$/,
    );
    expect(faces[0]!.unicodeRange).toMatch(/^U\+/);
    expect(loads).toEqual([["400 200px 'Noto Serif JP'", 'あA']]);
    expect(listener).toHaveBeenCalledTimes(1);
    // Loaded characters are not loaded again; nothing new, no notification.
    await fonts.ensure('mincho', 'A');
    expect(loads).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await fonts.ensure('mincho', 'B');
    expect(faces.length).toBe(installed.manifest.fonts['mincho']!.subsets.length);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('measures loaded characters with the canvas and estimates the others', async () => {
    const { env } = fakeEnvironment();
    const fonts = createBrowserFonts(env);
    const metrics = typeof fonts.metrics === 'function' ? fonts.metrics('gothic') : fonts.metrics;
    expect(metrics.advance('あ')).toBe(1);
    await fonts.ensure('gothic', 'あ');
    expect(metrics.advance('あ')).toBeCloseTo(0.6);
    expect(metrics.advance('あ')).toBeCloseTo(0.6);
    expect(metrics.ascent).toBe(0.88);
  });

  it('loads gothic for Japanese set in the Latin display face', async () => {
    const { env, loads } = fakeEnvironment();
    const fonts = createBrowserFonts(env);
    await fonts.ensure('display', 'Aあ');
    expect(loads.sort()).toEqual([
      ["400 200px 'Bebas Neue'", 'A'],
      ["400 200px 'Noto Sans JP'", 'あ'],
    ]);
  });

  it('gives opentype glyph outlines from the same files for the export', async () => {
    const { env } = fakeEnvironment();
    const fonts = createBrowserFonts(env);
    const outlines = await fonts.glyphOutlines();
    expect(await fonts.glyphOutlines()).toBe(outlines);
    await outlines.load('pop', 'ポ');
    expect(env.fetchFile).toHaveBeenCalledWith(expect.stringMatching(/^\/designtool-assets\/fonts\/mochiy-pop-one-.+\.woff$/));
    expect(outlines.outline('pop', 'ポ')!.ops.length).toBeGreaterThan(3);
  });

  it('tries the manifest again after a failed fetch', async () => {
    const { env } = fakeEnvironment();
    env.fetchManifest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(installed.manifest);
    const fonts = createBrowserFonts(env);
    await expect(fonts.ensure('gothic', 'あ')).rejects.toThrow('offline');
    await fonts.ensure('gothic', 'あ');
    expect(env.fetchManifest).toHaveBeenCalledTimes(2);
  });
});
