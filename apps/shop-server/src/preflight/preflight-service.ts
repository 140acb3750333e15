/**
 * The preflight at upload (issue #30): one of the caller's files measured (artwork-analysis.ts) and
 * judged by `@shop/artwork-domain`'s `preflight` for a print spec of the catalogue (its method and
 * area), the print size and place chosen, the garment colours (their darkness from the catalogue) and
 * the inks ordered. Nothing is stored; the findings are what the print pages show before ordering.
 */
import type { PreflightRequest } from '@shop/api-contract';
import { defaultLayout, preflight, type AnalysedArtwork, type ArtPrintMethod, type PreflightFinding } from '@shop/artwork-domain';
import type { Queryable } from '../db/db.ts';
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
