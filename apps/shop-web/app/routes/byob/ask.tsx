import { SelectField, TextField, fieldControl } from '@shop/ui';
import { BYOB_FIELD_LABELS, BYOB_SIZE_VALUES } from '@shop/api-contract';
import {
  BYOB_GARMENT_KIND_LABELS,
  BYOB_GARMENT_KINDS,
  BYOB_LIMITS,
  BYOB_MATERIAL_LABELS,
  BYOB_MATERIALS,
  BYOB_SIZE_LABELS,
} from '@shop/order-domain';
import { useId } from 'react';
import type { Route } from './+types/ask.ts';
import { garmentStepErrors, quantityRows } from '../../byob/byob-draft.ts';
import { error as errorClass, fieldset, hint, legend, quantityCell, quantityGrid } from '../../byob/byob.css.ts';
import { REQUIRED, StepForm } from '../../byob/step-form.tsx';
import { useByobDraft } from '../../byob/use-byob-draft.ts';
import { pageMeta } from '../../seo/meta.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: '持ち込みプリントのお見積り依頼（アイテム）',
    description: 'プリントするアイテムの種類・素材・色・サイズと枚数を入力します。',
    noindex: true,
  });

const FIELDS = ['garment_kind', 'material', 'colors', 'quantities'] as const;

/** `/byob/ask`: step 1, the garments: kind, material, colours, pieces per size. */
export default function ByobAskPage() {
  const [{ ready, draft }, update] = useByobDraft();
  const errors = garmentStepErrors(draft);
  const total = quantityRows(draft.quantities).reduce((n, r) => n + (Number.isNaN(r.quantity) ? 0 : r.quantity), 0);
  const id = useId();
  return (
    <StepForm index={0} heading="プリントするアイテム" errors={errors} fields={FIELDS} ready={ready}>
      {(show) => (
        <>
          <SelectField
            id={`${id}-kind`}
            name="garment_kind"
            label={BYOB_FIELD_LABELS.garment_kind}
            requiredMark={REQUIRED}
            error={show('garment_kind')}
            placeholder="選択してください"
            options={BYOB_GARMENT_KINDS.map((kind) => ({ value: kind, label: BYOB_GARMENT_KIND_LABELS[kind] }))}
            value={draft.garment_kind}
            onChange={(e) => update({ garment_kind: e.target.value })}
          />
          <SelectField
            id={`${id}-material`}
            name="material"
            label={BYOB_FIELD_LABELS.material}
            requiredMark={REQUIRED}
            error={show('material')}
            hint="洗濯表示のタグでご確認ください。"
            placeholder="選択してください"
            options={BYOB_MATERIALS.map((m) => ({ value: m, label: BYOB_MATERIAL_LABELS[m] }))}
            value={draft.material}
            onChange={(e) => update({ material: e.target.value })}
          />
          <TextField
            id={`${id}-colors`}
            name="colors"
            label={BYOB_FIELD_LABELS.colors}
            requiredMark={REQUIRED}
            hint="例：白、ネイビー"
            error={show('colors')}
            value={draft.colors}
            onChange={(e) => update({ colors: e.target.value })}
          />
          <fieldset className={fieldset} aria-describedby={`${id}-q-hint${show('quantities') ? ` ${id}-q-error` : ''}`}>
            <legend className={legend}>
              {BYOB_FIELD_LABELS.quantities}（{REQUIRED}）
            </legend>
            <p id={`${id}-q-hint`} className={hint}>
              サイズごとの枚数を入力してください（合計{BYOB_LIMITS.maxTotal}枚まで）。合計 {total}枚
            </p>
            <div className={quantityGrid}>
              {BYOB_SIZE_VALUES.map((size, index) => (
                <label key={size} className={quantityCell}>
                  {BYOB_SIZE_LABELS[size]}
                  <input
                    name={index === 0 ? 'quantities' : `quantities-${size}`}
                    className={fieldControl()}
                    inputMode="numeric"
                    aria-invalid={show('quantities') ? true : undefined}
                    value={draft.quantities[size]}
                    onChange={(e) => update({ quantities: { ...draft.quantities, [size]: e.target.value } })}
                  />
                </label>
              ))}
            </div>
            {show('quantities') ? (
              <p id={`${id}-q-error`} className={errorClass}>
                {show('quantities')}
              </p>
            ) : null}
          </fieldset>
        </>
      )}
    </StepForm>
  );
}
