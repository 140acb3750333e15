/**
 * The designs kept in the customer's account (`/api/designs`): 「アカウントに保存」 saves the
 * current design (a guest is sent to log in and comes back to the same design, restored by the
 * autosave), 「保存したデザインを開く」 lists them and opens one onto the current placements.
 */
import type { DesignSummary } from '@shop/api-contract';
import { adoptDesign } from '@shop/design-document';
import { Button } from '@shop/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useEditor } from '../editor/editor-context.tsx';
import { readAccountLink, showChoice, writeAccountLink } from '../persistence.ts';
import { listAccountDesigns, loginHref, openAccountDesign, saveToAccount } from '../services/account-designs.ts';

import * as css from './account-designs.css.ts';

const here = () => `${window.location.pathname}${window.location.search}`;
const dateTime = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });

const ACCOUNT_CONFLICT =
  'アカウントには、別の画面で保存されたこのデザインの新しい版があります。上書きはしていません。どちらを使うか選んでください。';

/** Saves the design to the account; answers the message to show. */
export function useSaveToAccount(onMessage: (message: string) => void) {
  const editor = useEditor();
  const save = async (asNew: boolean) => {
    if (editor.editingTextId) editor.finishEditingText();
    const document = editor.document;
    const link = asNew ? null : readAccountLink(document.id);
    const result = await saveToAccount(document, link, here());
    if (result.ok) {
      writeAccountLink(document.id, result.link);
      onMessage(
        asNew
          ? 'アカウントに別のデザインとして保存しました。マイページやほかのご注文から開けます。'
          : 'アカウントに保存しました。マイページやほかのご注文から開けます。',
      );
      return;
    }
    if (result.reason === 'conflict' && link) {
      // A stale revision (409): the same choice as between two tabs, never a silent overwrite.
      showChoice({
        message: ACCOUNT_CONFLICT,
        options: [
          {
            label: 'アカウントの新しい版を開く',
            run: async () => {
              const newer = await openAccountDesign(link.id);
              if (!newer.ok) {
                onMessage(newer.message);
                return;
              }
              const adopted = adoptDesign(editor.document, newer.document, editor.createId, editor.now());
              editor.load(adopted);
              writeAccountLink(adopted.id, newer.link);
              onMessage(`アカウントの新しい版（「${newer.document.name}」）を開きました。`);
            },
          },
          { label: 'このデザインを別のデザインとして保存', run: () => save(true) },
        ],
      });
      return;
    }
    if (result.reason === 'login') {
      if (
        window.confirm(
          'アカウントに保存するにはログインが必要です。ログイン画面に移動しますか？（デザインはこのブラウザに保存されています）',
        )
      ) {
        window.location.assign(result.loginHref);
      }
      return;
    }
    onMessage(result.message);
  };
  return () => save(false);
}

type ListState = { status: 'loading' | 'failed' | 'login' } | { status: 'ready'; designs: readonly DesignSummary[] };

/**
 * The list, loaded each time the dialog opens (the content mounts then). The file menu opens the
 * dialog through `open`, and Radix calls `onOpenChange` only for its own triggers, so the loading
 * cannot hang on that callback.
 */
function DesignList({ onOpen }: { onOpen: (id: string) => void }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void listAccountDesigns().then((result) => {
      if (live) setState(result.ok ? { status: 'ready', designs: result.designs } : { status: result.reason });
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {state.status === 'loading' && <p className={css.note}>読み込んでいます…</p>}
      {state.status === 'failed' && <p role="alert">保存したデザインを読み込めませんでした。もう一度お試しください。</p>}
      {state.status === 'login' && (
        <p className={css.note}>
          保存したデザインを開くには<a href={loginHref(here())}>ログイン</a>してください。
        </p>
      )}
      {state.status === 'ready' && state.designs.length === 0 && <p className={css.note}>まだアカウントに保存したデザインはありません。</p>}
      {state.status === 'ready' && state.designs.length > 0 && (
        <ul className={css.list} aria-label="保存したデザインの一覧">
          {state.designs.map((design) => (
            <li key={design.id} className={css.row}>
              {design.thumbnailUrl ? (
                <img className={css.thumb} src={design.thumbnailUrl} alt="" />
              ) : (
                <span className={css.thumb} aria-hidden="true" />
              )}
              <span>
                {design.name}
                <br />
                <span className={css.meta}>
                  {design.productCode ?? '商品なし'}・{dateTime.format(new Date(design.updatedAt))}
                </span>
              </span>
              <Button size="sm" onClick={() => onOpen(design.id)} aria-label={`${design.name}を開く`}>
                開く
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AccountDesignsDialog({
  open,
  onOpenChange,
  onMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMessage: (message: string) => void;
}) {
  const editor = useEditor();

  async function openDesign(id: string) {
    const result = await openAccountDesign(id);
    if (!result.ok) {
      onMessage(result.message);
      return;
    }
    if (editor.canUndo && !window.confirm('今のデザインを、保存したデザインに置き換えますか？')) return;
    const document = adoptDesign(editor.document, result.document, editor.createId, editor.now());
    editor.load(document);
    writeAccountLink(document.id, result.link);
    onOpenChange(false);
    onMessage(`「${result.document.name}」を開きました。`);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content} aria-describedby={undefined}>
          <Dialog.Title className={css.title}>保存したデザイン</Dialog.Title>
          <DesignList onOpen={(id) => void openDesign(id)} />
          <Dialog.Close asChild>
            <Button variant="outline">閉じる</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
