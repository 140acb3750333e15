/**
 * 「校正を共有する」 (issue #30): a button on a print order (a cart line, an order's production) that
 * makes a read-only link to its proof and opens a dialog with the link, a copy button, what the
 * recipient will see, how long it lasts, and 「このリンクを停止する」. The link is shown this once: the
 * shop keeps only a hash of it, so the dialog says so.
 */
import { Button, Dialog } from '@shop/ui';
import { useState } from 'react';
import {
  failureText,
  LINK_LIFETIME,
  linkDates,
  makeProofLink,
  type MadeLink,
  type ProofLinkCreateRequest,
  RECIPIENT_DOES_NOT_SEE,
  RECIPIENT_SEES,
  revokeProofLink,
} from './proof-links.ts';
import * as css from './proof-share.css.ts';

export interface ShareProofButtonProps {
  /** The print order to share. */
  source: ProofLinkCreateRequest;
  /** Its name, for the button's accessible name (「Tシャツ（プリント注文）」). */
  label: string;
  /** Called after a link was made or revoked (a list of links on the page reads them again). */
  onChanged?: () => void;
}

type State =
  | { step: 'closed' }
  | { step: 'making' }
  | { step: 'made'; link: MadeLink; copied: boolean; revoked: boolean; message: string | null }
  | { step: 'failed'; message: string };

export function ShareProofButton({ source, label, onChanged }: ShareProofButtonProps) {
  const [state, setState] = useState<State>({ step: 'closed' });
  const open = state.step !== 'closed';

  async function make() {
    setState({ step: 'making' });
    try {
      const link = await makeProofLink(source, window.location.origin);
      setState({ step: 'made', link, copied: false, revoked: false, message: null });
      onChanged?.();
    } catch (error) {
      setState({ step: 'failed', message: failureText(error, '共有リンクを作成できませんでした。時間をおいてもう一度お試しください。') });
    }
  }

  async function copy(link: MadeLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      setState({ step: 'made', link, copied: true, revoked: false, message: null });
    } catch {
      setState({
        step: 'made',
        link,
        copied: false,
        revoked: false,
        message: 'コピーできませんでした。リンクを選択してコピーしてください。',
      });
    }
  }

  async function revoke(link: MadeLink) {
    try {
      await revokeProofLink(link.summary.id);
      setState({ step: 'made', link, copied: false, revoked: true, message: null });
      onChanged?.();
    } catch (error) {
      setState({ step: 'made', link, copied: false, revoked: false, message: failureText(error, 'リンクを停止できませんでした。') });
    }
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" aria-label={`${label}の校正を共有する`} onClick={() => void make()}>
        校正を共有する
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setState({ step: 'closed' });
        }}
        title="校正を共有する"
        description="チームの方などに、ご注文前の仕上がりを見てもらうための閲覧専用リンクです。"
        closeLabel="閉じる"
      >
        <div className={css.dialogBody}>
          {state.step === 'making' ? <p className={css.note}>リンクを作成しています…</p> : null}
          {state.step === 'failed' ? (
            <p className={css.error} role="alert">
              {state.message}
            </p>
          ) : null}
          {state.step === 'made' ? (
            <>
              {state.revoked ? (
                <p className={css.status} role="status">
                  このリンクを停止しました。開いても内容は表示されません。
                </p>
              ) : (
                <>
                  <label className={css.note} htmlFor="proof-share-url">
                    共有リンク（このリンクを知っている方は誰でも閲覧できます）
                  </label>
                  <div className={css.urlRow}>
                    <input
                      id="proof-share-url"
                      className={css.urlField}
                      type="text"
                      readOnly
                      value={state.link.url}
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <Button type="button" onClick={() => void copy(state.link)}>
                      リンクをコピー
                    </Button>
                  </div>
                  {state.copied ? (
                    <p className={css.status} role="status">
                      リンクをコピーしました。
                    </p>
                  ) : null}
                  <p className={css.note}>
                    このリンクはこの画面でだけ表示されます（当店は復元できない形で保管します）。控えてから閉じてください。
                  </p>
                </>
              )}
              {state.message ? (
                <p className={css.error} role="alert">
                  {state.message}
                </p>
              ) : null}
              <div>
                <p className={css.note}>リンクを開いた方に表示される内容：</p>
                <ul className={css.seesList}>
                  <li>{RECIPIENT_SEES}（リンク作成時点の内容）</li>
                  <li>{RECIPIENT_DOES_NOT_SEE}</li>
                </ul>
              </div>
              <p className={css.note}>
                {linkDates(state.link.summary, Date.parse(state.link.summary.createdAt))}。{LINK_LIFETIME}
                不要になったリンクは、ここや「共有中の校正」からいつでも停止できます。
              </p>
              {!state.revoked ? (
                <div>
                  <Button type="button" variant="text" size="sm" onClick={() => void revoke(state.link)}>
                    このリンクを停止する
                  </Button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
