/**
 * The shop's company details, from the one source the 特定商取引法 page fills its table from
 * (`content/company.json`, `{{company.<key>}}` in content/pages/info/notice.md): the footer shows
 * them, so the two cannot disagree. Bundled at build time (a few hundred bytes, no request).
 */
// The content folder is no Nx project: the one company file is bundled straight from it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import company from '../../../../content/company.json';

export interface CompanyDetails {
  /** The shop's name (プリントファクトリー). */
  readonly shopName: string;
  /** The seller (販売業者). */
  readonly name: string;
  readonly representative: string;
  /** `135-0052` (without 〒). */
  readonly postalCode: string;
  readonly address: string;
  /** Where the shop's own factory is. */
  readonly factory: string;
  /** When inquiries are answered (平日10:00〜17:00). */
  readonly contactHours: string;
  /** How the phone number is disclosed (on request). */
  readonly phone: string;
}

export const COMPANY: CompanyDetails = company;

/** `〒135-0052 東京都…`: the address as the notice page writes it. */
export function postalAddress(details: Pick<CompanyDetails, 'postalCode' | 'address'> = COMPANY): string {
  return `〒${details.postalCode} ${details.address}`;
}
