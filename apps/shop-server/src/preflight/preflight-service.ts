/**
 * The preflight at upload (issue #30): one of the caller's files measured (artwork-analysis.ts) and
 * judged by `@shop/artwork-domain`'s `preflight` for a print spec of the catalogue (its method and
 * area), the print size and place chosen, the garment colours (their darkness from the catalogue) and
 * the inks ordered. Nothing is stored; the findings are what the print pages show before ordering.
 */
import type { PreflightRequest } from '@shop/api-contract';
import { defaultLayout, preflight, type AnalysedArtwork, type ArtPrintMethod, type PreflightFinding } from '@shop/artwork-domain';
import type { Queryable } from '../db/db.ts';
import { fileKeys } from '../files/file-keys.ts';
import type { FileOwner } from '../files/file-record-store.ts';
import { ownFileBytes } from '../files/file-service.ts';
import type { FileStore } from '../files/file-store.ts';
import { HttpProblem } from '../http/errors.ts';
import { analyseArtwork } from './artwork-analysis.ts';
import { findColors, findSpec } from './preflight-store.ts';

const METHODS: ReadonlySet<string> = new Set<ArtPrintMethod>(['inkjet', 'white-inkjet', 'silkscreen']);

export interface PreflightResult {
  analysis: AnalysedArtwork | null;
  findings: PreflightFinding[];
}

export function preflightService({ db, files }: { db: Queryable; files: FileStore }) {
  return {
    /** The findings for the caller's file; 404 for a file that is not theirs or a spec that does not exist. */
    async check(owner: FileOwner, request: PreflightRequest): Promise<PreflightResult> {
      const found = await ownFileBytes({ db, files }, owner, request.fileUuid);
      if (!found) throw new HttpProblem(404, 'Not found.');
      const spec = await findSpec(db, request.printSpecId);
      if (!spec || !METHODS.has(spec.methodSlug)) throw new HttpProblem(404, 'Not found.');
      const colors = await findColors(db, [...new Set(request.colorIds)]);
      const analysis = await analyseArtwork(found.bytes, found.file.kind, found.file);
      const area = { widthMm: spec.widthMm, heightMm: spec.heightMm };
      const layout = request.layout
        ? {
            widthMm: request.layout.widthMm,
            anchor: request.layout.anchor,
            offsetXMm: request.layout.offsetXMm,
            offsetYMm: request.layout.offsetYMm,
          }
        : analysis
          ? defaultLayout(analysis, area)
          : // Not measured: the layout is not judged (the finding says the staff check it by eye).
            { widthMm: area.widthMm, anchor: 'top' as const, offsetXMm: 0, offsetYMm: 0 };
      const findings = preflight({
        method: spec.methodSlug as ArtPrintMethod,
        area,
        layout,
        artwork: analysis,
        garmentColors: colors.map((color) => ({ name: color.name, isDark: color.isDark })),
        inksOrdered: spec.methodSlug === 'silkscreen' ? request.inksOrdered : 0,
      });
      return { analysis, findings };
    },
  };
}

/** What a stored version is judged against (the job's method, area, colours and inks). */
export interface StoredFilePreflightInput {
  method: ArtPrintMethod;
  area: { widthMm: number; heightMm: number };
  layout: { widthMm: number; anchor: 'top' | 'center'; offsetXMm: number; offsetYMm: number };
  garmentColors: readonly { name: string; isDark: boolean }[];
  inksOrdered: number;
}

/** A stored file as the preflight measures it. */
export interface StoredFile {
  uuid: string;
  kind: string;
  /** px as recorded at upload (null for PDF and AI) */
  width: number | null;
  height: number | null;
}

/** Findings already measured, by file and judged input: a cache that is safe to lose (the bytes of a uuid never change). */
const measured = new Map<string, PreflightFinding[]>();
const MEASURED_KEPT = 500;

/**
 * The preflight of a file already stored with an order (the back office's check of a version that
 * kept no findings). A raster image's pixels are sampled from its preview rendition (longest side
 * 1600 px; the preflight samples at 512 px anyway) with the original's recorded pixel size for the
 * resolution, so a 20 MB upload is not decoded again; an SVG is read from its sanitised bytes; PDF
 * and AI are not measured (the finding says the staff check them by eye).
 */
export async function storedFilePreflight(
  files: FileStore,
  file: StoredFile,
  input: StoredFilePreflightInput,
): Promise<PreflightFinding[]> {
  const key = JSON.stringify([file.uuid, input]);
  const known = measured.get(key);
  if (known) return known;
  let analysis: AnalysedArtwork | null = null;
  if (file.kind === 'svg' || file.kind === 'png' || file.kind === 'jpeg' || file.kind === 'webp') {
    const keys = fileKeys(file.uuid);
    const bytes = await files.getBytes(file.kind === 'svg' ? keys.original : keys.preview);
    if (bytes) analysis = await analyseArtwork(bytes, file.kind === 'svg' ? 'svg' : 'webp', { width: file.width, height: file.height });
    if (analysis && file.kind !== 'svg') analysis = { ...analysis, kind: 'raster' };
  }
  const findings = preflight({ ...input, artwork: analysis });
  if (measured.size >= MEASURED_KEPT) measured.delete(measured.keys().next().value as string);
  measured.set(key, findings);
  return findings;
}
