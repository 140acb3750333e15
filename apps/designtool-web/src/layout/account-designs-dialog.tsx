/**
 * 「保存したデザインを開く」: the designs kept in the customer's account, listed each time the dialog
 * opens, one opened onto the current placements. Loaded with Radix's dialog only when first opened
 * (layout/top-bar.tsx), so neither is in the editor's first JavaScript.
 */
import type { DesignSummary } from '@shop/api-contract';
import { adoptDesign } from '@shop/design-document';
import { Button } from '@shop/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useEditor } from '../editor/editor-context.tsx';
import { writeAccountLink } from '../persistence.ts';
import { listAccountDesigns, loginHref, openAccountDesign } from '../services/account-designs.ts';
import * as css from './account-designs.css.ts';

const here = () => `${window.location.pathname}${window.location.search}`;
const dateTime = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });

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

export default function AccountDesignsDialog({
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
