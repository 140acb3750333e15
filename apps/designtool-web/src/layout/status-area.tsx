/** The print checks of the current page: outside the print area, low resolution (with its dpi), thin lines, small text; for silk-screen the ink colours (plates). */
import { useMemo } from 'react';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { checkPage } from '../lib/checks.ts';
import { usePalette } from '../editor/palette-context.tsx';
import { issue as issueClass, ok, status } from './layout.css.ts';

export function StatusArea({ message }: { message?: string | null }) {
  const editor = useEditor();
  const document = useEditorValue((e) => e.document);
  const page = useEditorValue((e) => e.page);
  const palette = usePalette();
  const checks = useMemo(() => checkPage(document, page, palette.length > 0 ? palette : undefined), [document, page, palette]);
  return (
    <section className={status} aria-label="印刷チェック" aria-live="polite" data-testid="print-checks">
      {message ? (
        <p className={issueClass} role="alert">
          {message}
        </p>
      ) : null}
      {checks.inks ? (
        <p data-testid="ink-colours">
          インク {checks.inks.colours.length} 色（版数 {checks.inks.plates}）
          {checks.inks.colours.map((colour) => (
            <span
              key={colour.hex}
              title={colour.ink ? colour.ink.name : colour.hex}
              style={{ display: 'inline-block', width: 12, height: 12, marginLeft: 4, background: colour.hex, border: '1px solid #999', verticalAlign: 'middle' }}
            />
          ))}
        </p>
      ) : null}
      {checks.issues.length === 0 ? (
        <p className={ok}>印刷上の問題は見つかっていません。</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {checks.issues.map((issue, i) => (
            <li key={`${issue.kind}-${issue.shapeId}-${i}`} className={issueClass} data-issue={issue.kind} data-severity={issue.severity}>
              <button type="button" onClick={() => editor.select([issue.shapeId])} style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}>
                {issue.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
