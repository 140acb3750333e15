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
  /** The shop's telephone number (the notice page and the PDFs print it). */
  readonly phone: string;
  /** 適格請求書発行事業者登録番号: `T` and 13 digits (receipts, invoices and quotes print it). */
  readonly registrationNumber: string;
}

export const COMPANY: CompanyDetails = company;

/** `〒135-0052 東京都…`: the address as the notice page writes it. */
export function postalAddress(details: Pick<CompanyDetails, 'postalCode' | 'address'> = COMPANY): string {
  return `〒${details.postalCode} ${details.address}`;
}
