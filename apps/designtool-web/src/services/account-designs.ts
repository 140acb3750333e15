/**
 * Designs kept in the customer's account (`/api/designs`, their own only): save (a new design, or
 * the next revision of the one opened), list, open. Guests keep theirs in the browser (autosave.ts);
 * saving asks them to log in first and brings them back to the same design (the autosave restores it).
 */
import type { DesignSummary } from '@shop/api-contract';
import { isApiError, UnauthenticatedError } from '@shop/api-client';
import { parseDesignDocument, type DesignDocument } from '@shop/design-document/model';
import { browserApi } from '@shop/web-state';

/** The account design a document was opened from or last saved as. */
export interface AccountLink {
  readonly id: string;
  readonly revision: number;
}

export type SaveResult =
  | { readonly ok: true; readonly link: AccountLink }
  | { readonly ok: false; readonly reason: 'login'; readonly loginHref: string }
  | { readonly ok: false; readonly reason: 'conflict' | 'failed'; readonly message: string };

export const ACCOUNT_MESSAGES = {
  conflict: 'このデザインは別の画面で保存されています。「保存したデザイン」から開き直すか、新しいデザインとして保存してください。',
  failed: 'アカウントに保存できませんでした。通信状態をご確認のうえ、もう一度お試しください。',
  listFailed: '保存したデザインを読み込めませんでした。',
  unreadable: 'このデザインはこのバージョンのデザインツールでは開けません。',
} as const;

/** The login page that comes back to this design. */
export function loginHref(here: string): string {
  return `/login?return_to=${encodeURIComponent(here)}`;
}

function status(error: unknown): number | undefined {
  return isApiError(error) ? error.statusCode : undefined;
}

/** Whether a customer is logged in (no session or an error count as a guest). */
export async function isLoggedIn(): Promise<boolean> {
  try {
    const api = await browserApi();
    await api.user.get();
    return true;
  } catch {
    return false;
  }
}

export async function saveToAccount(
  document: DesignDocument,
  link: AccountLink | null,
  here: string,
  thumbnailFileUuid?: string,
): Promise<SaveResult> {
  const api = await browserApi();
  const options = thumbnailFileUuid ? { thumbnailFileUuid } : {};
  try {
    if (link) {
      const answer = await api.designs.update(link.id, link.revision, document, options);
      return { ok: true, link: { id: answer.data.id, revision: answer.data.revision } };
    }
    const answer = await api.designs.create(document, options);
    return { ok: true, link: { id: answer.data.id, revision: answer.data.revision } };
  } catch (error) {
    if (error instanceof UnauthenticatedError || status(error) === 401) return { ok: false, reason: 'login', loginHref: loginHref(here) };
    if (status(error) === 409) return { ok: false, reason: 'conflict', message: ACCOUNT_MESSAGES.conflict };
    if (status(error) === 404 && link) return saveToAccount(document, null, here, thumbnailFileUuid);
    return { ok: false, reason: 'failed', message: ACCOUNT_MESSAGES.failed };
  }
}

export type ListResult = { ok: true; designs: readonly DesignSummary[] } | { ok: false; reason: 'login' | 'failed' };

export async function listAccountDesigns(): Promise<ListResult> {
  try {
    const api = await browserApi();
    return { ok: true, designs: (await api.designs.list()).data };
  } catch (error) {
    if (error instanceof UnauthenticatedError || status(error) === 401) return { ok: false, reason: 'login' };
    return { ok: false, reason: 'failed' };
  }
}

export type OpenResult = { ok: true; document: DesignDocument; link: AccountLink } | { ok: false; message: string };

export async function openAccountDesign(id: string): Promise<OpenResult> {
  try {
    const api = await browserApi();
    const design = (await api.designs.get(id)).data;
    const parsed = parseDesignDocument(design.document);
    if (!parsed.ok) return { ok: false, message: ACCOUNT_MESSAGES.unreadable };
    return { ok: true, document: parsed.document, link: { id: design.id, revision: design.revision } };
  } catch {
    return { ok: false, message: ACCOUNT_MESSAGES.listFailed };
  }
}
