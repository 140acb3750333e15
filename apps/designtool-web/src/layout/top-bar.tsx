/**
 * The top bar: the logo (home), the file menu, undo/redo (their tooltips name the command), zoom,
 * display options, help, and the finish button.
 */
import { Button } from '@shop/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSaveToAccount } from './account-designs.tsx';

// Radix's dialog and the list come with the first opening (not in the first JavaScript).
const AccountDesignsDialog = lazy(() => import('./account-designs-dialog.tsx'));
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { FIT_PADDING_PX, zoomBy, zoomTo100, zoomToFit, ZOOM_STEP, type Editor } from '@shop/design-document';
import { zoomPercent } from '../canvas/camera.ts';
import { exportPng, exportSvg, newDesign, openDesignJson, saveDesignJson } from '../file/file-actions.ts';
import { manualUrl } from '../route.ts';
import { garmentPlacement } from '../lib/garment.ts';
import { barGroup, logo, smallButton, spacer, topBar, zoomLabel } from './layout.css.ts';
import { Menu } from './menu.tsx';

export const MANUAL_PAGES: readonly { slug: string; label: string }[] = [
  { slug: 'file', label: 'ファイル' },
  { slug: 'recttool', label: '四角形ツール' },
  { slug: 'ellipsetool', label: '楕円ツール' },
  { slug: 'linetool', label: '直線ツール' },
  { slug: 'arrowtool', label: '矢印ツール' },
  { slug: 'penciltool', label: '鉛筆ツール' },
  { slug: 'texttool', label: 'テキストツール' },
  { slug: 'textedit', label: 'テキストの編集' },
  { slug: 'importimage', label: '画像の読み込み' },
  { slug: 'move', label: '移動' },
  { slug: 'scale', label: '拡大・縮小' },
  { slug: 'rotate', label: '回転' },
  { slug: 'flip', label: '反転' },
  { slug: 'alignment', label: '整列' },
  { slug: 'stackingorder', label: '重ね順' },
  { slug: 'group', label: 'グループ' },
  { slug: 'copypaste', label: 'コピー・貼り付け' },
  { slug: 'delete', label: '削除' },
  { slug: 'drawingstyle', label: '描画スタイル' },
  { slug: 'editdisplay', label: '表示' },
];

export function UndoRedo({ large = false }: { large?: boolean }) {
  const editor = useEditor();
  const history = useEditorValue((e) => e.history);
  const undoLabel = history.undo.at(-1)?.label;
  const redoLabel = history.redo.at(-1)?.label;
  const size = large ? { minWidth: 44, minHeight: 44 } : { minHeight: 36 };
  return (
    <>
      <button
        type="button"
        className={smallButton}
        style={size}
        disabled={!undoLabel}
        aria-keyshortcuts="Control+Z"
        title={undoLabel ? `元に戻す：${undoLabel}（Ctrl+Z）` : '元に戻す（Ctrl+Z）'}
        aria-label={undoLabel ? `元に戻す：${undoLabel}` : '元に戻す'}
        onClick={() => editor.undo()}
      >
        {large ? '↶' : '↶ 元に戻す'}
      </button>
      <button
        type="button"
        className={smallButton}
        style={size}
        disabled={!redoLabel}
        aria-keyshortcuts="Control+Shift+Z"
        title={redoLabel ? `やり直し：${redoLabel}（Shift+Ctrl+Z）` : 'やり直し（Shift+Ctrl+Z）'}
        aria-label={redoLabel ? `やり直し：${redoLabel}` : 'やり直し'}
        onClick={() => editor.redo()}
      >
        {large ? '↷' : '↷ やり直し'}
      </button>
    </>
  );
}

/** 「全体表示」: the print area fitted into the canvas. */
export function fitToScreen(editor: Editor): void {
  if (editor.viewport) zoomToFit(editor, editor.viewport, FIT_PADDING_PX);
}

/** 「全体」 on a phone: the whole garment (its picture under the page) fitted into the canvas; the print area without a garment. */
export function fitGarment(editor: Editor): void {
  const viewport = editor.viewport;
  const garment = garmentPlacement(editor.document.product, editor.page);
  if (!viewport || !garment) {
    fitToScreen(editor);
    return;
  }
  const padding = 8;
  const zoom = Math.min(
    64,
    Math.max(0.1, Math.min((viewport.width - 2 * padding) / garment.size, (viewport.height - 2 * padding) / garment.size)),
  );
  editor.setCamera({
    zoom,
    x: (viewport.width - garment.size * zoom) / 2 - garment.x * zoom,
    y: (viewport.height - garment.size * zoom) / 2 - garment.y * zoom,
  });
}

export function ZoomControls() {
  const editor = useEditor();
  const camera = useEditorValue((e) => e.camera);
  return (
    <div className={barGroup} role="group" aria-label="表示倍率">
      <button
        type="button"
        className={smallButton}
        aria-label="縮小"
        title="縮小（Ctrl+ホイール）"
        onClick={() => zoomBy(editor, 1 / ZOOM_STEP)}
      >
        −
      </button>
      <output className={zoomLabel} aria-live="polite" aria-label="表示倍率" data-testid="zoom-percent">
        {zoomPercent(camera)}%
      </output>
      <button
        type="button"
        className={smallButton}
        aria-label="拡大"
        title="拡大（Ctrl+ホイール）"
        onClick={() => zoomBy(editor, ZOOM_STEP)}
      >
        ＋
      </button>
      <button type="button" className={smallButton} title="印刷範囲全体を表示" onClick={() => fitToScreen(editor)}>
        全体表示
      </button>
      <button type="button" className={smallButton} title="実寸で表示" onClick={() => zoomTo100(editor)}>
        100%
      </button>
    </div>
  );
}

export function DisplayMenu() {
  const editor = useEditor();
  const display = useEditorValue((e) => e.display);
  const mark = (on: boolean) => (on ? '✓ ' : '　');
  return (
    <Menu
      label="表示"
      items={[
        { label: `${mark(display.grid)}グリッド（${display.gridSize} mm）`, onSelect: () => editor.setDisplay({ grid: !display.grid }) },
        ...[5, 10, 20].map((size) => ({
          label: `${mark(display.gridSize === size)}グリッド間隔 ${size} mm`,
          onSelect: () => editor.setDisplay({ gridSize: size, grid: true }),
        })),
        { label: `${mark(display.rulers)}定規`, onSelect: () => editor.setDisplay({ rulers: !display.rulers }) },
        { label: `${mark(display.guides)}印刷範囲のガイド`, onSelect: () => editor.setDisplay({ guides: !display.guides }) },
        { label: `${mark(display.snap)}スナップ`, onSelect: () => editor.setDisplay({ snap: !display.snap }) },
      ]}
    />
  );
}

export function FileMenu({ onMessage }: { onMessage: (message: string) => void }) {
  const editor = useEditor();
  const openInput = useRef<HTMLInputElement>(null);
  const [accountOpen, setAccountOpen] = useState(false);
  const saveToAccount = useSaveToAccount(onMessage);
  const run = (task: () => Promise<void>) => task().catch(() => onMessage('書き出しに失敗しました'));
  return (
    <>
      <Menu
        label="ファイル"
        items={[
          {
            label: '新規',
            onSelect: () => {
              if (editor.canUndo && !window.confirm('今のデザインを破棄して新しく始めますか？')) return;
              newDesign(editor);
            },
          },
          { label: '開く（JSON）', onSelect: () => openInput.current?.click() },
          { label: '保存（JSON）', onSelect: () => saveDesignJson(editor) },
          { label: 'アカウントに保存', onSelect: () => void saveToAccount() },
          { label: '保存したデザインを開く', onSelect: () => setAccountOpen(true) },
          { label: 'SVG書き出し', onSelect: () => void run(() => exportSvg(editor)) },
          { label: 'PNG書き出し', onSelect: () => void run(() => exportPng(editor)) },
          { label: 'ファイルの使い方', href: manualUrl('file') },
        ]}
      />
      {accountOpen ? (
        <Suspense fallback={null}>
          <AccountDesignsDialog open onOpenChange={setAccountOpen} onMessage={onMessage} />
        </Suspense>
      ) : null}
      <input
        ref={openInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="デザインファイル"
        data-testid="open-file-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const error = await openDesignJson(editor, file);
          if (error) onMessage(error);
        }}
      />
    </>
  );
}

export function HelpMenu() {
  return <Menu label="ヘルプ" items={MANUAL_PAGES.map(({ slug, label }) => ({ label, href: manualUrl(slug) }))} />;
}

export interface TopBarProps {
  onFinish: (() => void) | undefined;
  finishing: boolean;
  onMessage: (message: string) => void;
}

export function FinishButton({
  onFinish,
  finishing,
  large = false,
}: {
  onFinish: (() => void) | undefined;
  finishing: boolean;
  large?: boolean;
}) {
  return (
    <Button variant="primary" size={large ? 'lg' : 'sm'} disabled={!onFinish || finishing} onClick={onFinish} data-testid="finish-design">
      {finishing ? '確定しています…' : 'デザインを確定'}
    </Button>
  );
}

export function TopBar({ onFinish, finishing, onMessage }: TopBarProps) {
  return (
    <header className={topBar}>
      <a className={logo} href="/" aria-label="プリントファクトリー ホーム">
        プリントファクトリー
      </a>
      <nav className={barGroup} aria-label="メニュー">
        <FileMenu onMessage={onMessage} />
        <DisplayMenu />
        <HelpMenu />
      </nav>
      <div className={barGroup}>
        <UndoRedo />
      </div>
      <div className={spacer} />
      <ZoomControls />
      <FinishButton onFinish={onFinish} finishing={finishing} />
    </header>
  );
}
