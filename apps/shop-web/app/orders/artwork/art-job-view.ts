/**
 * What the order page shows of one art job (issue #30), as plain functions tested without a browser:
 * the production it belongs to (product, method, garment colours, from the order's lines), the
 * version's layout, which of the customer's answers it offers, and the design-tool fix of a
 * データ不備 (`ArtFix` of @shop/web-state).
 */
import type { ArtJobListResponse, Order } from '@shop/api-contract';
import type { ArtFix } from '@shop/web-state';

export type ArtJob = ArtJobListResponse['data'][number];
export type ArtVersion = ArtJob['versions'][number];

/** What a placement's mock-up and fixes need of its production. */
export interface ArtProduction {
  product: { id: number; code: string; name: string };
  method: { id: number; slug: string };
  /** the ordered garment colours */
  colors: { id: number; name: string; hex: string }[];
  /** positions of every print of the production (the garment's silhouette is guessed from them) */
  positions: string[];
  /** silk-screen inks ordered on this placement (plates), 0 for inkjet */
  inks: number;
}

type ProductionLine = Extract<Order['lines'][number], { kind: 'production' }>;

/** The production of `job` among the order's lines, or null (a line the order no longer shows). */
export function productionOf(lines: Order['lines'], job: Pick<ArtJob, 'productionNumber' | 'placement'>): ArtProduction | null {
  const line = lines.find((l): l is ProductionLine => l.kind === 'production' && l.production.number === job.productionNumber);
  if (!line) return null;
  const { production } = line;
  const print = production.prints.find((p) => p.printSpec.id === job.placement.printSpecId);
  return {
    product: { id: production.product.id, code: production.product.code, name: production.product.name },
    method: { id: production.printMethod.id, slug: production.printMethod.slug },
    colors: production.itemGroups.map((g) => ({ id: g.color.id, name: g.color.name, hex: g.color.hex })),
    positions: production.prints.map((p) => p.printSpec.position),
    inks: production.printMethod.slug === 'silkscreen' ? Math.max(1, print?.plates ?? 1) : 0,
  };
}

/** The latest version of a job (what every answer names). */
export function latestOf(job: ArtJob): ArtVersion | undefined {
  return job.versions.find((v) => v.number === job.latestVersion);
}

/** The buttons a job offers the customer now. */
export interface ArtAnswers {
  /** 「この内容で進める」 */
  approveProof: boolean;
  /** 「修正を依頼する」 */
  requestChanges: boolean;
  /** 「データを再入稿する」 and 「デザインツールで修正する」 (a データ不備) */
  fix: boolean;
  /** 「このまま進める」 (a データ不備 whose reasons are all warnings) */
  acceptAsIs: boolean;
}

export function answersOf(job: Pick<ArtJob, 'status' | 'actions'>): ArtAnswers {
  const can = (action: string) => job.actions.includes(action);
  return {
    approveProof: can('approve_proof'),
    requestChanges: can('request_changes'),
    fix: job.status === 'needs_fix' && can('resubmit'),
    acceptAsIs: job.status === 'needs_fix' && can('accept_as_is'),
  };
}

/** The file a version starts a design from: its size when known (the file API's answer). */
export interface VersionFile {
  uuid: string;
  name: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}

/** The design-tool fix of a job's latest version, kept under `pid` for the design tool. */
export function artFixOf(pid: string, orderNumber: string, job: ArtJob, version: ArtVersion, file: VersionFile): ArtFix {
  return {
    pid,
    orderNumber,
    jobId: job.id,
    versionNumber: version.number,
    placement: {
      printSpecId: job.placement.printSpecId,
      name: job.placement.name,
      widthMm: job.placement.widthMm,
      heightMm: job.placement.heightMm,
    },
    file,
    source: version.source,
    layout: version.layout,
  };
}
