/**
 * The phone layout (the `-mobile` route, and /designtool on a narrow screen): the canvas fills the
 * screen; a bottom sheet holds the tools (44 px targets, in reach of a thumb) and, opened, the
 * properties, file and display actions. No footer on the -mobile route.
 */
import { useState, lazy, Suspense } from 'react';
import { DesignCanvas } from '../canvas/canvas.tsx';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { CopyrightFooter } from '../layout/footer.tsx';
import { PageTabs } from '../layout/page-tabs.tsx';
import { PropertiesPanel } from '../layout/properties-panel.tsx';
import { StatusArea } from '../layout/status-area.tsx';
import { Toolbar } from '../layout/toolbar.tsx';
import { DisplayMenu, FileMenu, FinishButton, fitGarment, UndoRedo } from '../layout/top-bar.tsx';

import { zoomPercent } from '../canvas/camera.ts';
import { phoneShell, phoneTop, sheet, sheetBody, sheetToggle, sheetTools, zoomBadge } from './mobile.css.ts';

// cart-domain's pricing comes after the editor: not needed before the canvas takes input.
const PricePanel = lazy(() => import('../layout/price-panel.tsx'));

export interface PhoneLayoutProps {
  footer: boolean;
  onFinish: (() => void) | undefined;
  finishing: boolean;
  message: string | null;
  onMessage: (message: string) => void;
}

export function PhoneLayout({ footer, onFinish, finishing, message, onMessage }: PhoneLayoutProps) {
  const editor = useEditor();
  const camera = useEditorValue((e) => e.camera);
  const [open, setOpen] = useState(false);
  return (
    <div className={phoneShell} data-layout="phone">
      <header className={phoneTop}>
        <UndoRedo large />
        {/* The zoom, always shown; 「全体」 brings back the whole garment. */}
        <output className={zoomBadge} aria-live="polite" aria-label="表示倍率" data-testid="zoom-percent">
          {zoomPercent(camera)}%
        </output>
        <button type="button" className={sheetToggle} onClick={() => fitGarment(editor)} aria-label="全体表示（アイテム全体）">
          全体
        </button>
        <div style={{ flex: 1 }} />
        <FinishButton onFinish={onFinish} finishing={finishing} />
      </header>
      <PageTabs />
      <DesignCanvas touch />
      <section className={sheet} aria-label="ツールとプロパティ" data-testid="bottom-sheet">
        <div className={sheetTools}>
          <Toolbar orientation="horizontal" onMessage={onMessage} />
          <button
            type="button"
            className={sheetToggle}
            aria-expanded={open}
            aria-controls="phone-sheet-body"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? '閉じる' : '設定'}
          </button>
        </div>
        {open ? (
          <div className={sheetBody} id="phone-sheet-body">
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
              <FileMenu onMessage={onMessage} />
              <DisplayMenu />
            </div>
            <PropertiesPanel />
            <Suspense fallback={null}>
              <PricePanel />
            </Suspense>
            <StatusArea message={message} />
          </div>
        ) : message ? (
          <p role="alert" style={{ margin: '0 8px 4px', color: '#c62828', fontSize: 12 }}>
            {message}
          </p>
        ) : null}
      </section>
      {footer ? <CopyrightFooter /> : null}
    </div>
  );
}
