/** The print checks of the current page: outside the print area, low resolution (with its dpi), thin lines, small text; for silk-screen the ink colours (plates). */
import { imageDpi, mapColoursToInks, MIN_IMAGE_DPI } from '@shop/design-document';
import { usePalette } from '../editor/palette-context.tsx';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { usePageChecks } from '../lib/use-page-checks.ts';
import { issue as issueClass, ok, status } from './layout.css.ts';

export function StatusArea({ message }: { message?: string | null }) {
  const editor = useEditor();
  const checks = usePageChecks();
  const palette = usePalette();
  const selected = useEditorValue((e) => e.selection.length);
  // Colours that are not the shop's inks yet (silk-screen): one click makes each its nearest ink.
  const offInk = checks.inks?.colours.some((colour) => colour.ink && colour.ink.hex !== colour.hex) ?? false;
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
          {palette.length > 0 && offInk ? (
            <button
              type="button"
              data-testid="map-to-inks"
              style={{ marginLeft: 8 }}
              onClick={() => mapColoursToInks(editor, palette)}
              title="それぞれの色を、いちばん近いインクの色に置き換えます（元に戻せます）"
            >
              {selected > 0 ? '選択中の色をインクに合わせる' : '色をインクに合わせる'}
            </button>
          ) : null}
        </p>
      ) : null}
      {checks.issues.length === 0 ? (
        <p className={ok}>印刷上の問題は見つかっていません。</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {checks.issues.map((issue, i) => (
            <li
              key={`${issue.kind}-${issue.partId}-${i}`}
              className={issueClass}
              data-issue={issue.kind}
              data-severity={issue.severity}
              data-shape-id={issue.shapeId}
            >
              <button
                type="button"
                title="クリックでこの図形を選択します"
                onClick={() => {
                  editor.setTool('select');
                  editor.select([issue.shapeId]);
                }}
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
