/**
 * The designs kept in the customer's account (`/api/designs`): 「アカウントに保存」 saves the
 * current design (a guest is sent to log in and comes back to the same design, restored by the
 * autosave); a stale revision (409) offers to open the account's newer one or to save this one as
 * another design. The list (「保存したデザインを開く」) is account-designs-dialog.tsx, loaded when
 * first opened.
 */
import { adoptDesign } from '@shop/design-document';
import { useEditor } from '../editor/editor-context.tsx';
import { readAccountLink, showChoice, writeAccountLink } from '../persistence.ts';
import { openAccountDesign, saveToAccount } from '../services/account-designs.ts';

const here = () => `${window.location.pathname}${window.location.search}`;

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
