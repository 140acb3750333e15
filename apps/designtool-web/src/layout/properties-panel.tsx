/**
 * The properties panel: the drawing style (of the selection, or of new shapes when nothing is
 * selected) and the arrangement of the selection. Every change is one undoable command.
 */
import {
  alignSelection,
  applyStyle,
  deleteSelection,
  distributeSelection,
  flipSelection,
  FONT_FAMILIES,
  groupSelection,
  keepsRatio,
  restackSelection,
  rotateSelectionBy,
  setArrowHeads,
  setSelectionPosition,
  setSelectionRotation,
  setSelectionSize,
  styleOf,
  ungroupSelection,
  type AlignEdge,
  type DrawingStyle,
} from '@shop/design-document';
import { type Dash, type Shape, type WritingMode } from '@shop/design-document/model';
import { useState, type ReactNode } from 'react';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { manualUrl } from '../route.ts';
import { ColourField, NumberField, SelectField } from './fields.tsx';
import { buttonGrid, fieldPair, helpButton, section, sectionTitle, smallButton } from './layout.css.ts';

function Section({ title, manual, children }: { title: string; manual: string; children: ReactNode }) {
  return (
    <section className={section} aria-label={title}>
      <h2 className={sectionTitle}>
        {title}
        <a
          className={helpButton}
          href={manualUrl(manual)}
          target="_blank"
          rel="noopener"
          aria-label={`${title}の使い方（新しいタブ）`}
          title={`${title}の使い方`}
        >
          ？
        </a>
      </h2>
      {children}
    </section>
  );
}

/** The style the panel shows: the first selected shape's (what it has of it) over the style for new shapes. */
function shownStyle(style: DrawingStyle, shape: Shape | undefined): DrawingStyle {
  if (!shape) return style;
  return { ...style, ...styleOf(shape) };
}

const DASHES: readonly { value: Dash; label: string }[] = [
  { value: 'solid', label: '実線' },
  { value: 'dashed', label: '破線' },
  { value: 'dotted', label: '点線' },
];

const WRITING_MODES: readonly { value: WritingMode; label: string }[] = [
  { value: 'horizontal', label: '横書き' },
  { value: 'vertical', label: '縦書き' },
];

export function StyleSection() {
  const editor = useEditor();
  const style = useEditorValue((e) => e.style);
  const selected = useEditorValue((e) => e.selection);
  const page = useEditorValue((e) => e.page);
  const tool = useEditorValue((e) => e.tool.id);
  const first = selected.length > 0 ? page.shapes.find((s) => s.id === selected[0]) : undefined;
  const shown = shownStyle(style, first);
  const types = new Set(selected.length > 0 ? page.shapes.filter((s) => selected.includes(s.id)).map((s) => s.type) : []);
  const any = types.size === 0;
  const has = (...kinds: Shape['type'][]) => any || kinds.some((k) => types.has(k)) || types.has('group');
  const text = any ? tool === 'text' : types.has('text') || types.has('group');
  const apply = (patch: Partial<DrawingStyle>) => applyStyle(editor, patch);

  return (
    <Section title="描画スタイル" manual="drawingstyle">
      {has('rect', 'ellipse', 'text', 'path') ? (
        <ColourField label="塗り" value={shown.fill} allowNone onCommit={(fill) => apply({ fill })} testId="style-fill" />
      ) : null}
      {has('rect', 'ellipse', 'line', 'arrow', 'pencil', 'text', 'path') ? (
        <>
          <ColourField label="線の色" value={shown.stroke} allowNone onCommit={(stroke) => apply({ stroke })} testId="style-stroke" />
          <NumberField
            label="線の太さ"
            unit="mm"
            value={shown.strokeWidth}
            min={0}
            max={50}
            step={0.1}
            precision={2}
            onCommit={(strokeWidth) => apply({ strokeWidth })}
            testId="style-stroke-width"
          />
        </>
      ) : null}
      {has('rect', 'ellipse', 'line', 'arrow', 'path') ? (
        <SelectField label="線の種類" value={shown.dash} options={DASHES} onCommit={(dash) => apply({ dash })} testId="style-dash" />
      ) : null}
      {first?.type === 'arrow' ? (
        <SelectField
          label="矢じり"
          value={first.heads}
          options={[
            { value: 'end', label: '終点のみ' },
            { value: 'both', label: '両端' },
          ]}
          onCommit={(heads) => setArrowHeads(editor, heads)}
          testId="style-arrow-heads"
        />
      ) : null}
      {has('rect') ? (
        <NumberField
          label="角の丸み"
          unit="mm"
          value={shown.radius}
          min={0}
          max={500}
          step={0.5}
          onCommit={(radius) => apply({ radius })}
          testId="style-radius"
        />
      ) : null}
      <NumberField
        label="不透明度"
        unit="%"
        value={Math.round(shown.opacity * 100)}
        min={0}
        max={100}
        step={5}
        precision={0}
        onCommit={(percent) => apply({ opacity: percent / 100 })}
        testId="style-opacity"
      />
      {text ? (
        <>
          <SelectField
            label="フォント"
            value={shown.fontId}
            options={FONT_FAMILIES.map((f) => ({ value: f.id, label: f.label }))}
            onCommit={(fontId) => apply({ fontId })}
            testId="style-font"
          />
          <NumberField
            label="文字サイズ"
            unit="mm"
            value={shown.fontSize}
            min={1}
            max={500}
            step={0.5}
            onCommit={(fontSize) => apply({ fontSize })}
            testId="style-font-size"
          />
          <NumberField
            label="文字間隔"
            unit="em"
            value={shown.letterSpacing}
            min={-0.5}
            max={2}
            step={0.05}
            precision={2}
            onCommit={(letterSpacing) => apply({ letterSpacing })}
            testId="style-letter-spacing"
          />
          <NumberField
            label="行間"
            unit="倍"
            value={shown.lineHeight}
            min={0.8}
            max={4}
            step={0.1}
            precision={2}
            onCommit={(lineHeight) => apply({ lineHeight })}
            testId="style-line-height"
          />
          <SelectField
            label="組み方向"
            value={shown.writingMode}
            options={WRITING_MODES}
            onCommit={(writingMode) => apply({ writingMode })}
            testId="style-writing-mode"
          />
        </>
      ) : null}
    </Section>
  );
}

const ALIGNMENTS: readonly { value: AlignEdge; label: string }[] = [
  { value: 'left', label: '左揃え' },
  { value: 'center', label: '左右中央' },
  { value: 'right', label: '右揃え' },
  { value: 'top', label: '上揃え' },
  { value: 'middle', label: '上下中央' },
  { value: 'bottom', label: '下揃え' },
];

export function ArrangeSection() {
  const editor = useEditor();
  const selection = useEditorValue((e) => e.selection);
  const page = useEditorValue((e) => e.page);
  const [keepRatio, setKeepRatio] = useState(true);
  if (selection.length === 0) {
    return (
      <Section title="配置" manual="move">
        <p style={{ margin: 0, color: 'GrayText' }}>図形を選ぶと、位置・大きさ・回転・整列を変えられます。</p>
      </Section>
    );
  }
  const bounds = editor.selectionBounds!;
  const shapes = page.shapes.filter((s) => selection.includes(s.id));
  const single = shapes.length === 1 ? shapes[0]! : null;
  // One shape shows its own box's size (what setSelectionSize changes), several their bounds'.
  const own = single && single.type !== 'group' ? single : null;
  const size = own ? { w: own.w, h: own.h } : { w: bounds.w, h: bounds.h };
  const ratioFixed = shapes.length > 1 || (single !== null && keepsRatio(single));
  return (
    <>
      <Section title="位置と大きさ" manual="scale">
        <div className={fieldPair}>
          <NumberField
            compact
            label="X"
            unit="mm"
            value={bounds.x}
            onCommit={(x) => setSelectionPosition(editor, { x })}
            testId="arrange-x"
          />
          <NumberField
            compact
            label="Y"
            unit="mm"
            value={bounds.y}
            onCommit={(y) => setSelectionPosition(editor, { y })}
            testId="arrange-y"
          />
          <NumberField
            compact
            label="幅"
            unit="mm"
            value={size.w}
            min={0.1}
            onCommit={(w) => setSelectionSize(editor, { w }, keepRatio)}
            testId="arrange-w"
          />
          <NumberField
            compact
            label="高さ"
            unit="mm"
            value={size.h}
            min={0.1}
            onCommit={(h) => setSelectionSize(editor, { h }, keepRatio)}
            testId="arrange-h"
          />
        </div>
        <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={keepRatio || ratioFixed}
            disabled={ratioFixed}
            onChange={(event) => setKeepRatio(event.target.checked)}
          />
          縦横比を保つ
        </label>
      </Section>
      <Section title="回転と反転" manual="rotate">
        {single ? (
          <NumberField
            label="回転"
            unit="度"
            value={single.rotation}
            min={-360}
            max={360}
            step={15}
            precision={1}
            onCommit={(degrees) => setSelectionRotation(editor, degrees)}
            testId="arrange-rotation"
          />
        ) : null}
        <div className={buttonGrid} style={{ gridTemplateColumns: '1fr 1fr' }}>
          <button type="button" className={smallButton} onClick={() => rotateSelectionBy(editor, -90)}>
            左に90°回転
          </button>
          <button type="button" className={smallButton} onClick={() => rotateSelectionBy(editor, 90)}>
            右に90°回転
          </button>
          <button type="button" className={smallButton} onClick={() => flipSelection(editor, 'x')}>
            左右反転
          </button>
          <button type="button" className={smallButton} onClick={() => flipSelection(editor, 'y')}>
            上下反転
          </button>
        </div>
      </Section>
      <Section title="整列" manual="alignment">
        <div className={buttonGrid} style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {ALIGNMENTS.map((a) => (
            <button
              key={a.value}
              type="button"
              className={smallButton}
              title={shapes.length === 1 ? `印刷範囲に${a.label}` : a.label}
              onClick={() => alignSelection(editor, a.value)}
            >
              {a.label}
            </button>
          ))}
        </div>
        <div className={buttonGrid} style={{ gridTemplateColumns: '1fr 1fr' }}>
          <button
            type="button"
            className={smallButton}
            disabled={shapes.length < 3}
            onClick={() => distributeSelection(editor, 'horizontal')}
          >
            左右に等間隔
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={shapes.length < 3}
            onClick={() => distributeSelection(editor, 'vertical')}
          >
            上下に等間隔
          </button>
        </div>
      </Section>
      <Section title="重ね順" manual="stackingorder">
        <div className={buttonGrid}>
          <button type="button" className={smallButton} onClick={() => restackSelection(editor, 'front')}>
            最前面
          </button>
          <button type="button" className={smallButton} onClick={() => restackSelection(editor, 'forward')}>
            前面へ
          </button>
          <button type="button" className={smallButton} onClick={() => restackSelection(editor, 'backward')}>
            背面へ
          </button>
          <button type="button" className={smallButton} onClick={() => restackSelection(editor, 'back')}>
            最背面
          </button>
        </div>
      </Section>
      <Section title="グループと削除" manual="group">
        <div className={buttonGrid} style={{ gridTemplateColumns: '1fr 1fr 1fr' }}>
          <button
            type="button"
            className={smallButton}
            disabled={shapes.length < 2}
            onClick={() => groupSelection(editor)}
            aria-keyshortcuts="Control+G"
          >
            グループ化
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={!shapes.some((s) => s.type === 'group')}
            onClick={() => ungroupSelection(editor)}
            aria-keyshortcuts="Control+Shift+G"
          >
            グループ解除
          </button>
          <button type="button" className={smallButton} onClick={() => deleteSelection(editor)} aria-keyshortcuts="Delete">
            削除
          </button>
        </div>
      </Section>
    </>
  );
}

export function PropertiesPanel() {
  return (
    <>
      <StyleSection />
      <ArrangeSection />
    </>
  );
}
