/**
 * The design tool's entry (client only). The path decides the mode (services/route.ts):
 * `/designtool` (no product yet: the product picker first, when the services provide one, else a
 * free A4 page), `/product/{code}/print-inkjet-design?pid=…` and its `-mobile` twin.
 * `loadDesignContext` (services/context.ts) gives the document, its history and the print order.
 */
import { EMPTY_HISTORY, Editor, type HistoryState } from '@shop/design-document';
import { newDesignDocument, type DesignDocument } from '@shop/design-document/model';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app.tsx';
import { finishOrder } from './finish-wiring.ts';
import { ErrorScreen } from './layout/error-screen.tsx';
import { loadDesignContext, type DesignContext } from './services/context.ts';
import { PHONE_MEDIA } from './route.ts';
import { autosaveKey, parseDesignRoute, type DesignRoute } from './services/route.ts';
import { attachAutosave, showChoice, showMessage, type AutosaveHandle } from './persistence.ts';
import { keepOrderCopy } from './services/keep-copy.ts';
import { saveDesignJson } from './file/file-actions.ts';
import { measureText } from './text-metrics.ts';
import { readArtFix, type ArtFix } from '@shop/web-state';

function render(root: Root, node: ReactNode) {
  root.render(
    <StrictMode>
      <JotaiProvider>{node}</JotaiProvider>
    </StrictMode>,
  );
}

function createEditor(document: DesignDocument, history?: HistoryState): Editor {
  return new Editor({ document, ...(history ? { history } : {}), measureText });
}

function showEditor(
  root: Root,
  route: DesignRoute,
  context: Pick<DesignContext, 'document' | 'history' | 'order'> & {
    inks?: DesignContext['inks'];
    revision?: number;
    product?: DesignContext['product'];
    restored?: boolean;
  },
) {
  const editor = createEditor(context.document, context.history);
  const order = context.order;
  // Opened from an order page's 「デザインツールで修正する」: a new design starts from the art job's version.
  const fix: ArtFix | null = route.kind === 'order' && order ? readArtFix(order.id) : null;

  const autosave: AutosaveHandle = attachAutosave(editor, autosaveKey(route), {
    revision: context.revision ?? 0,
    onFailure: showMessage,
    onConflict: () => showChoice(tabConflict(editor, route, order, autosave)),
  });
  render(
    root,
    <App
      editor={editor}
      route={route}
      palette={context.inks ?? []}
      pricing={order && context.product ? { product: context.product, order } : null}
      onFinish={order ? (e) => finishOrder(e, order, fix) : undefined}
    />,
  );
  // The canvas takes input from the first frame after the editor mounted (tools/bench/designtool-bench.ts).
  requestAnimationFrame(() => performance.mark('designtool:ready'));
  if (fix && !context.restored) {
    // After the app mounted, so that its message area hears what was loaded.
    void import('./art-fix-wiring.ts').then(({ seedArtFix }) => seedArtFix(editor, fix)).then(showMessage, () => undefined);
  }
}

const TAB_CONFLICT =
  'このデザインは別のタブ（またはウィンドウ）で変更されました。上書きしないよう、このタブでの保存を止めています。どちらを使うか選んでください。';

/** The choice a tab offers once another tab saved a newer revision of its design. */
function tabConflict(editor: Editor, route: DesignRoute, order: DesignContext['order'], autosave: AutosaveHandle) {
  const loadNewer = () => {
    if (editor.editingTextId) editor.finishEditingText();
    showMessage(autosave.loadNewer() ? '別のタブで保存されたデザインを読み込みました。' : '別のタブのデザインを読み込めませんでした。');
  };
  const keepCopy = () => {
    if (editor.editingTextId) editor.finishEditingText();
    if (route.kind === 'order' && order) {
      const copy = keepOrderCopy(route, order, { document: editor.document, history: editor.history });
      if (!copy) {
        showMessage(
          'コピーを保存できませんでした（ブラウザの保存領域がいっぱいです）。「ファイル」→「保存（JSON）」で手元に保存してください。',
        );
        return;
      }
      autosave.detach();
      window.location.assign(copy.href);
      return;
    }
    // The free canvas has one slot: this tab's design is kept as a file, then the newer one opens.
    saveDesignJson(editor);
    loadNewer();
  };
  return {
    message: TAB_CONFLICT,
    options: [
      { label: '別のタブのデザインを読み込む', run: loadNewer },
      {
        label:
          route.kind === 'order' && order ? 'このタブのデザインをコピーとして残す' : 'このタブのデザインをファイルに保存してから読み込む',
        run: keepCopy,
      },
    ],
  };
}

async function start() {
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  const route = parseDesignRoute(window.location.pathname, window.location.search) ?? { kind: 'free', mobile: false };
  const blank = () => ({
    document: newDesignDocument({ id: globalThis.crypto.randomUUID(), now: Date.now() }),
    history: EMPTY_HISTORY,
    order: null,
  });
  let result: Awaited<ReturnType<typeof loadDesignContext>>;
  try {
    result = await loadDesignContext(route);
  } catch {
    result = { ok: false, reason: 'pick-product', route };
  }
  if (result.ok) {
    showEditor(root, route, result.context);
    return;
  }
  if (result.reason === 'error') {
    render(root, <ErrorScreen status={result.status} message={result.message} back={result.back} />);
    return;
  }
  // /designtool without a saved design: the shopper picks a product, colour and placements first
  // (the picker then opens the order's design route). Loaded only here.
  try {
    const { ProductPicker } = await import('./services/product-picker.tsx');
    render(root, <ProductPicker mobile={route.mobile || window.matchMedia?.(PHONE_MEDIA).matches === true} footer={!route.mobile} />);
  } catch {
    showEditor(root, route, blank());
  }
}

void start();
