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
  type StackMove,
} from '@shop/design-document';
import { type Dash, type Shape, type WritingMode } from '@shop/design-document/model';
import { useState, type ReactNode } from 'react';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { manualUrl } from '../route.ts';
import { ColourField, NumberField, SelectField, type NumberFieldProps } from './fields.tsx';
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

type NumericStyle = 'strokeWidth' | 'radius' | 'fontSize' | 'letterSpacing' | 'lineHeight';

/** How the panel offers each numeric style: label, unit, range and step, and the field's test id. */
const NUMERIC_STYLES: Record<NumericStyle, Omit<NumberFieldProps, 'value' | 'onCommit'>> = {
  strokeWidth: { label: '線の太さ', unit: 'mm', min: 0, max: 50, step: 0.1, precision: 2, testId: 'style-stroke-width' },
  radius: { label: '角の丸み', unit: 'mm', min: 0, max: 500, step: 0.5, testId: 'style-radius' },
  fontSize: { label: '文字サイズ', unit: 'mm', min: 1, max: 500, step: 0.5, testId: 'style-font-size' },
  letterSpacing: { label: '文字間隔', unit: 'em', min: -0.5, max: 2, step: 0.05, precision: 2, testId: 'style-letter-spacing' },
  lineHeight: { label: '行間', unit: '倍', min: 0.8, max: 4, step: 0.1, precision: 2, testId: 'style-line-height' },
};

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
  const numberField = (style: NumericStyle) => (
    <NumberField {...NUMERIC_STYLES[style]} value={shown[style]} onCommit={(value) => apply({ [style]: value })} />
  );

  return (
    <Section title="描画スタイル" manual="drawingstyle">
      {has('rect', 'ellipse', 'text', 'path') ? (
        <ColourField label="塗り" value={shown.fill} allowNone onCommit={(fill) => apply({ fill })} testId="style-fill" />
      ) : null}
      {has('rect', 'ellipse', 'line', 'arrow', 'pencil', 'text', 'path') ? (
        <>
          <ColourField label="線の色" value={shown.stroke} allowNone onCommit={(stroke) => apply({ stroke })} testId="style-stroke" />
          {numberField('strokeWidth')}
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
      {has('rect') ? numberField('radius') : null}
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
          {numberField('fontSize')}
          {numberField('letterSpacing')}
          {numberField('lineHeight')}
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

/** One button of a grid of commands: `run` is one undoable command on the selection. */
interface Command {
  label: string;
  run: () => void;
  disabled?: boolean;
  title?: string;
  /** `aria-keyshortcuts` of the command's keyboard shortcut. */
  shortcut?: string;
}

function CommandGrid({ commands, columns }: { commands: readonly Command[]; columns?: string }) {
  return (
    <div className={buttonGrid} style={columns ? { gridTemplateColumns: columns } : undefined}>
      {commands.map((command) => (
        <button
          key={command.label}
          type="button"
          className={smallButton}
          disabled={command.disabled}
          title={command.title}
          onClick={command.run}
          aria-keyshortcuts={command.shortcut}
        >
          {command.label}
        </button>
      ))}
    </div>
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

const STACK_MOVES: readonly { value: StackMove; label: string }[] = [
  { value: 'front', label: '最前面' },
  { value: 'forward', label: '前面へ' },
  { value: 'backward', label: '背面へ' },
  { value: 'back', label: '最背面' },
];

/** The smallest width or height the panel sets, mm. */
const MIN_SIZE = 0.1;

/** A compact mm field of the selection's box (`x`, `y`, `w` or `h`). */
function boxField(key: 'x' | 'y' | 'w' | 'h', label: string, value: number, onCommit: (value: number) => void, min?: number) {
  return <NumberField compact label={label} unit="mm" value={value} min={min} onCommit={onCommit} testId={`arrange-${key}`} />;
}

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
          {boxField('x', 'X', bounds.x, (x) => setSelectionPosition(editor, { x }))}
          {boxField('y', 'Y', bounds.y, (y) => setSelectionPosition(editor, { y }))}
          {boxField('w', '幅', size.w, (w) => setSelectionSize(editor, { w }, keepRatio), MIN_SIZE)}
          {boxField('h', '高さ', size.h, (h) => setSelectionSize(editor, { h }, keepRatio), MIN_SIZE)}
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
        <CommandGrid
          columns="1fr 1fr"
          commands={[
            { label: '左に90°回転', run: () => rotateSelectionBy(editor, -90) },
            { label: '右に90°回転', run: () => rotateSelectionBy(editor, 90) },
            { label: '左右反転', run: () => flipSelection(editor, 'x') },
            { label: '上下反転', run: () => flipSelection(editor, 'y') },
          ]}
        />
      </Section>
      <Section title="整列" manual="alignment">
        <CommandGrid
          columns="repeat(3, 1fr)"
          commands={ALIGNMENTS.map((a) => ({
            label: a.label,
            title: shapes.length === 1 ? `印刷範囲に${a.label}` : a.label,
            run: () => alignSelection(editor, a.value),
          }))}
        />
        <CommandGrid
          columns="1fr 1fr"
          commands={[
            { label: '左右に等間隔', disabled: shapes.length < 3, run: () => distributeSelection(editor, 'horizontal') },
            { label: '上下に等間隔', disabled: shapes.length < 3, run: () => distributeSelection(editor, 'vertical') },
          ]}
        />
      </Section>
      <Section title="重ね順" manual="stackingorder">
        <CommandGrid commands={STACK_MOVES.map((move) => ({ label: move.label, run: () => restackSelection(editor, move.value) }))} />
      </Section>
      <Section title="グループと削除" manual="group">
        <CommandGrid
          columns="1fr 1fr 1fr"
          commands={[
            { label: 'グループ化', disabled: shapes.length < 2, run: () => groupSelection(editor), shortcut: 'Control+G' },
            {
              label: 'グループ解除',
              disabled: !shapes.some((s) => s.type === 'group'),
              run: () => ungroupSelection(editor),
              shortcut: 'Control+Shift+G',
            },
            { label: '削除', run: () => deleteSelection(editor), shortcut: 'Delete' },
          ]}
        />
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
