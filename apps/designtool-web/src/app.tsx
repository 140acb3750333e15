/**
 * The design tool: the editor and its layout, desktop (top bar, tools on the left, canvas, properties
 * on the right, checks below) or phone (canvas and a bottom sheet). The copyright footer shows on
 * every route but the `-mobile` one (spec §2 Design tool layout).
 */
import type { Editor, InkPalette } from '@shop/design-document';
import { PaletteProvider } from './editor/palette-context.tsx';
import { useCallback, useEffect, useState, useSyncExternalStore, lazy, Suspense } from 'react';
import { CHOICE_EVENT, MESSAGE_EVENT, type Choice } from './persistence.ts';
import { ChoiceBanner } from './layout/choice-banner.tsx';
import { PricingProvider, type Pricing } from './editor/pricing-context.tsx';

import { DesignCanvas } from './canvas/canvas.tsx';
import { EditorProvider } from './editor/editor-context.tsx';
import { importableContent, useEditorKeyboard, type PastedContent } from './editor/keyboard.tsx';
import { importFiles, importSvgText, looksLikeSvg } from './file/import-image.ts';
import { CopyrightFooter } from './layout/footer.tsx';
import { body, centre, panel, shell, toolbar } from './layout/layout.css.ts';
import { PageTabs } from './layout/page-tabs.tsx';
import { PropertiesPanel } from './layout/properties-panel.tsx';
import { StatusArea } from './layout/status-area.tsx';
import { Toolbar } from './layout/toolbar.tsx';
import { TopBar } from './layout/top-bar.tsx';
import { PhoneLayout } from './mobile/phone-layout.tsx';
import { PHONE_MEDIA } from './route.ts';
import type { DesignRoute } from './services/route.ts';

// cart-domain's pricing comes after the editor: not needed before the canvas takes input.
const PricePanel = lazy(() => import('./layout/price-panel.tsx'));

const NO_PALETTE: InkPalette = [];

export interface AppProps {
  editor: Editor;
  route: DesignRoute;
  /** 「デザインを確定」: exports, uploads and goes on to the preview (src/services/finish.ts). */
  onFinish?: ((editor: Editor) => Promise<void> | void) | undefined;
  /** The shop's named inks of the order's method (silk-screen); none for inkjet. */
  palette?: InkPalette;
  /** The product and stored print order, for the price panel (none on the free canvas). */
  pricing?: Pricing | null;
}

function subscribeMedia(query: string) {
  return (listener: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

const subscribePhone = subscribeMedia(PHONE_MEDIA);
const phoneSnapshot = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;

/** True on the -mobile route, and on /designtool under 768 px wide. */
export function usePhoneLayout(route: DesignRoute): boolean {
  const narrow = useSyncExternalStore(subscribePhone, phoneSnapshot, () => false);
  return route.mobile || (route.kind === 'free' && narrow);
}

export function App({ editor, route, onFinish, palette = NO_PALETTE, pricing = null }: AppProps) {
  const phone = usePhoneLayout(route);
  const [message, setMessage] = useState<string | null>(null);
  // Pictures and SVGs pasted or dropped anywhere on the tool land on the current placement.
  const importContent = useCallback(
    async (content: PastedContent) => {
      setMessage('読み込んでいます…');
      const messages: string[] = [];
      try {
        if (content.svgText) messages.push(...(await importSvgText(editor, content.svgText, '貼り付けたSVG')).messages);
        if (content.files.length > 0) messages.push(...(await importFiles(editor, content.files)));
      } catch {
        messages.push('読み込めませんでした。もう一度お試しください。');
      }
      setMessage(messages.length > 0 ? messages.join('\n') : null);
    },
    [editor],
  );
  useEditorKeyboard(editor, { onPasteContent: importContent, looksLikeSvg });
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      const content = importableContent(event.dataTransfer, looksLikeSvg);
      if (!content) return;
      event.preventDefault();
      void importContent(content);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, [importContent]);
  const [finishing, setFinishing] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  useEffect(() => {
    const onMessage = (event: Event) => setMessage((event as CustomEvent<string>).detail);
    const onChoice = (event: Event) => setChoice((event as CustomEvent<Choice | null>).detail);
    window.addEventListener(MESSAGE_EVENT, onMessage);
    window.addEventListener(CHOICE_EVENT, onChoice);
    return () => {
      window.removeEventListener(MESSAGE_EVENT, onMessage);
      window.removeEventListener(CHOICE_EVENT, onChoice);
    };
  }, []);
  const finish = useCallback(async () => {
    if (!onFinish) return;
    if (editor.editingTextId) editor.finishEditingText();
    setFinishing(true);
    setMessage(null);
    try {
      await onFinish(editor);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : 'デザインを確定できませんでした。もう一度お試しください。');
    } finally {
      setFinishing(false);
    }
  }, [editor, onFinish]);
  const footer = !route.mobile;

  return (
    <EditorProvider editor={editor}>
      <PaletteProvider palette={palette}>
        <PricingProvider pricing={pricing}>
          {choice ? <ChoiceBanner choice={choice} onDone={() => setChoice((current) => (current === choice ? null : current))} /> : null}
          {phone ? (
            <PhoneLayout
              footer={footer}
              onFinish={onFinish ? finish : undefined}
              finishing={finishing}
              message={message}
              onMessage={setMessage}
            />
          ) : (
            <div className={shell} data-layout="desktop">
              <TopBar onFinish={onFinish ? finish : undefined} finishing={finishing} onMessage={setMessage} />
              <div className={body}>
                <nav className={toolbar} aria-label="ツール">
                  <Toolbar onMessage={setMessage} />
                </nav>
                <main className={centre}>
                  <PageTabs />
                  <DesignCanvas />
                  <StatusArea message={message} />
                </main>
                <aside className={panel} aria-label="プロパティ">
                  <PropertiesPanel />
                  <Suspense fallback={null}>
                    <PricePanel />
                  </Suspense>
                </aside>
              </div>
              {footer ? <CopyrightFooter /> : null}
            </div>
          )}
        </PricingProvider>
      </PaletteProvider>
    </EditorProvider>
  );
}
