/** The print checks of the current page: outside the print area, low resolution (with its dpi), thin lines, small text; for silk-screen the ink colours (plates). */
import { imageDpi, MIN_IMAGE_DPI } from '@shop/design-document';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { usePageChecks } from '../lib/use-page-checks.ts';
import { issue as issueClass, ok, status } from './layout.css.ts';

export function StatusArea({ message }: { message?: string | null }) {
  const editor = useEditor();
  const checks = usePageChecks();
  // The resolution an image will print at, shown while it is selected (and as it is scaled).
  const selectedImage = useEditorValue((e) => {
    const [only, ...rest] = e.selectedShapes;
    return rest.length === 0 && only?.type === 'image' && !only.vector ? only : null;
  });
  const dpi = selectedImage ? Math.round(imageDpi(selectedImage)) : null;
  return (
    <section className={status} aria-label="印刷チェック" aria-live="polite" data-testid="print-checks">
      {message ? (
        <p className={issueClass} role="alert">
          {message}
        </p>
      ) : null}
      {dpi !== null ? (
        <p data-testid="image-dpi" className={dpi < MIN_IMAGE_DPI ? issueClass : ok}>
          選択中の画像の印刷解像度：約{dpi} dpi{dpi < MIN_IMAGE_DPI ? `（${MIN_IMAGE_DPI} dpi未満のため粗く印刷されます）` : ''}
        </p>
      ) : null}
      {checks.inks ? (
        <p data-testid="ink-colours">
          インク {checks.inks.colours.length} 色（版数 {checks.inks.plates}）
          {checks.inks.colours.map((colour) => (
            <span
              key={colour.hex}
              title={colour.ink ? colour.ink.name : colour.hex}
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                marginLeft: 4,
                background: colour.hex,
                border: '1px solid #999',
                verticalAlign: 'middle',
              }}
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
              <button
                type="button"
                onClick={() => editor.select([issue.shapeId])}
                style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}
              >
                {issue.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
