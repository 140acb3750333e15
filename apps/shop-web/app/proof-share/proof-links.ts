/**
 * The storefront's side of shared proofs (issue #30, 「校正を共有する」): making a link for a print
 * order, listing the caller's links (a customer's, or a guest session's) and revoking one, through
 * the one api-client. Texts the dialog, the lists and the guidance pages share live here too.
 */
import { ApiError } from '@shop/api-client';
import { API_ROUTES, PROOF_LINK_DAYS, type ProofLinkCreateRequest, type ProofLinkSummary } from '@shop/api-contract';
import { browserApi } from '@shop/web-state';
import { formatLongDate } from '../format/dates.ts';

export type { ProofLinkCreateRequest, ProofLinkSummary };

/** What the recipient sees (and does not), as the dialog and the guidance pages say it. */
export const RECIPIENT_SEES =
  '各カラーのボディにデザインを実寸の比率で重ねた仕上がりイメージ、カラー・サイズごとの枚数、プリント位置と大きさ（mm）、シルクスクリーンのインクの色（名前と色見本）';
export const RECIPIENT_DOES_NOT_SEE = '料金・お名前・お届け先などの個人情報は表示されません。';
export const LINK_LIFETIME = `リンクは作成から${PROOF_LINK_DAYS}日で無効になります。`;

/** A made link: its summary and the URL to pass on (shown this once: the shop keeps only its hash). */
export interface MadeLink {
  summary: ProofLinkSummary;
  url: string;
}

/** The shopper-facing text of a failed call: the server's Japanese message when it sent one. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.serverMessage === 'string' && error.serverMessage !== '') {
    // Developers' English ("Unauthenticated.", "Not found.") is not for shoppers.
    return /[ぁ-んァ-ヶ一-龠]/.test(error.serverMessage) ? error.serverMessage : fallback;
  }
  return fallback;
}

/** Makes a link for one print order; the URL is absolute, for this site. */
export async function makeProofLink(source: ProofLinkCreateRequest, origin: string): Promise<MadeLink> {
  const api = await browserApi();
  const answer = await api.call(API_ROUTES.proofLinkCreate, { body: source });
  const { token: _token, path, ...summary } = answer.data;
  return { summary, url: `${origin}${path}` };
}

/** The caller's links, newest first. */
export async function listProofLinks(): Promise<ProofLinkSummary[]> {
  const api = await browserApi();
  return (await api.call(API_ROUTES.proofLinkList)).data;
}

/** Revokes one of the caller's links. */
export async function revokeProofLink(id: number): Promise<void> {
  const api = await browserApi();
  await api.call(API_ROUTES.proofLinkRevoke, { params: { id } });
}

/** Whether a link still opens at `now` (epoch ms). */
export const isOpen = (link: ProofLinkSummary, now: number) => link.revokedAt === null && Date.parse(link.expiresAt) > now;

/** 「2026年11月29日作成・2027年2月27日まで」, or why it no longer opens. */
export function linkDates(link: ProofLinkSummary, now: number): string {
  const made = `${formatLongDate(Date.parse(link.createdAt))}作成`;
  if (link.revokedAt !== null) return `${made}・${formatLongDate(Date.parse(link.revokedAt))}に停止`;
  if (Date.parse(link.expiresAt) <= now) return `${made}・期限切れ`;
  return `${made}・${formatLongDate(Date.parse(link.expiresAt))}まで有効`;
}

/** Where a link was made from, in words. */
export function linkOrigin(link: ProofLinkSummary): string {
  return link.source === 'order' && link.productionNumber ? `ご注文 ${link.productionNumber}` : 'カート';
}
