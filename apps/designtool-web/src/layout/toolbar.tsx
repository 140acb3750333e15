/**
 * The tools (left on a desktop, in the bottom sheet on a phone): one button per tool with its
 * Japanese name as its accessible name and its shortcut in the tooltip, and a ？ button that opens
 * the tool's manual page in a new tab.
 */
import type { ToolId } from '@shop/design-document';
import { useRef, useState } from 'react';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { IMAGE_ACCEPT, importFiles } from '../file/import-image.ts';
import { manualUrl } from '../route.ts';
import { TOOLS, type ToolEntry } from '../tools-catalogue.ts';
import { helpButton, toolButton, toolRow } from './layout.css.ts';

export function ToolIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface ToolbarProps {
  /** Layout: a column with help buttons (desktop) or a row of large buttons (phone). */
  orientation?: 'vertical' | 'horizontal';
  /** Shows a message (errors of the image import). */
  onMessage?: (message: string) => void;
}

export function Toolbar({ orientation = 'vertical', onMessage }: ToolbarProps) {
  const editor = useEditor();
  const current = useEditorValue((e) => e.tool.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const choose = (tool: ToolEntry) => {
    if (tool.id === 'image') {
      fileInput.current?.click();
      return;
    }
    editor.setTool(tool.id as ToolId);
  };

  return (
    <div role="toolbar" aria-label="ツール" aria-orientation={orientation} style={{ display: 'contents' }}>
      {TOOLS.map((tool) => {
        const title = tool.shortcut ? `${tool.label}（${tool.shortcut}）` : tool.label;
        return (
          <div key={tool.id} className={toolRow}>
            <button
              type="button"
              className={toolButton}
              aria-label={tool.label}
              title={title}
              aria-keyshortcuts={tool.shortcut ?? undefined}
              aria-pressed={tool.id === 'image' ? undefined : current === tool.id}
              disabled={tool.id === 'image' && busy}
              data-testid={`tool-${tool.id}`}
              onClick={() => choose(tool)}
            >
              <ToolIcon path={tool.icon} />
            </button>
            {orientation === 'vertical' ? (
              <a
                className={helpButton}
                href={manualUrl(tool.manual)}
                target="_blank"
                rel="noopener"
                aria-label={`${tool.label}の使い方（新しいタブ）`}
                title={`${tool.label}の使い方`}
                style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }}
              >
                ？
              </a>
            ) : null}
          </div>
        );
      })}
      {busy ? (
        <span role="status" style={{ fontSize: 11, textAlign: 'center' }}>
          画像を送信中 {progress}%
        </span>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label="画像ファイル"
        data-testid="image-file-input"
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length === 0) return;
          setProgress(0);
          try {
            const messages = await importFiles(editor, files, setProgress);
            onMessage?.(messages.join('\n'));
          } finally {
            setProgress(null);
          }
        }}
      />
    </div>
  );
}
