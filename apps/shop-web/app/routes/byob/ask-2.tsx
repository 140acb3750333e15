import { TextField } from '@shop/ui';
import { BYOB_FIELD_LABELS } from '@shop/api-contract';
import { BYOB_PLACEMENT_LABELS, BYOB_PLACEMENTS } from '@shop/order-domain';
import { useId } from 'react';
import type { Route } from './+types/ask-2.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { printStepErrors, type ByobPlacementValue, type DraftPlacement } from '../../byob/byob-draft.ts';
import { byobMethods } from '../../byob/byob-parts.tsx';
import { choice, hint, placementCard, placementTitle } from '../../byob/byob.css.ts';
import { ChoiceGroup, StepForm } from '../../byob/step-form.tsx';
import { useByobDraft } from '../../byob/use-byob-draft.ts';
import { loadPriceData } from '../../loaders/guide/load-price-data.ts';
import { PrintDataUpload, type UploadPlacement } from '../../print/upload/print-data-upload.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';

async function loadMethods(api: Parameters<typeof loadPriceData>[0]) {
  return { methods: byobMethods(await loadPriceData(api)) };
}

const loaders = apiLoaders((api) => loadMethods(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = noindexMeta({
  title: '持ち込みプリントのお見積り依頼（プリント）',
  description: 'プリント方法・プリント位置・プリントデータを指定します。',
});

const FIELDS = ['print_method_id', 'placements'] as const;

/** The largest print area of each placement on an adult garment (mm), for the upload's resolution check. */
const PRINT_AREAS: Record<ByobPlacementValue, Omit<UploadPlacement, 'id' | 'name'>> = {
  front: { widthMm: 280, heightMm: 350 },
  back: { widthMm: 280, heightMm: 350 },
  left_chest: { widthMm: 100, heightMm: 100 },
  right_chest: { widthMm: 100, heightMm: 100 },
  left_sleeve: { widthMm: 80, heightMm: 80 },
  right_sleeve: { widthMm: 80, heightMm: 80 },
};

/** `/byob/ask_2`: step 2, the print: method, placements, the print data of each placement. */
export default function ByobAsk2Page({ loaderData }: Route.ComponentProps) {
  const { methods } = loaderData;
  const [{ ready, draft }, update] = useByobDraft();
  const errors = printStepErrors(draft);
  const id = useId();
  const method = methods.find((m) => String(m.id) === draft.print_method_id);
  const chosen = (placement: ByobPlacementValue) => draft.placements.find((p) => p.placement === placement);
  const setPlacements = (placements: DraftPlacement[]) =>
    update({ placements: BYOB_PLACEMENTS.flatMap((name) => placements.filter((p) => p.placement === name)) });
  const toggle = (placement: ByobPlacementValue, on: boolean) =>
    setPlacements(
      on ? [...draft.placements, { placement, file: null, note: '' }] : draft.placements.filter((p) => p.placement !== placement),
    );
  const change = (placement: ByobPlacementValue, change: Partial<DraftPlacement>) =>
    setPlacements(draft.placements.map((p) => (p.placement === placement ? { ...p, ...change } : p)));

  return (
    <StepForm index={1} heading="プリントの内容" errors={errors} fields={FIELDS} ready={ready}>
      {(show) => (
        <>
          <ChoiceGroup
            errorId={`${id}-m-error`}
            label={BYOB_FIELD_LABELS.print_method_id}
            error={show('print_method_id')}
            after={method ? <p className={hint}>{method.description}</p> : null}
          >
            {methods.map((m, index) => (
              <label key={m.id} className={choice}>
                <input
                  type="radio"
                  name={index === 0 ? 'print_method_id' : `print_method_id-${m.id}`}
                  checked={draft.print_method_id === String(m.id)}
                  onChange={() => update({ print_method_id: String(m.id) })}
                />
                {m.name}
              </label>
            ))}
          </ChoiceGroup>
          <ChoiceGroup errorId={`${id}-p-error`} label={BYOB_FIELD_LABELS.placements} error={show('placements')}>
            {BYOB_PLACEMENTS.map((placement, index) => (
              <label key={placement} className={choice}>
                <input
                  type="checkbox"
                  name={index === 0 ? 'placements' : `placements-${placement}`}
                  checked={chosen(placement) !== undefined}
                  onChange={(e) => toggle(placement, e.target.checked)}
                />
                {BYOB_PLACEMENT_LABELS[placement]}
              </label>
            ))}
          </ChoiceGroup>
          {draft.placements.map((p, index) => (
            <section key={p.placement} className={placementCard} aria-labelledby={`${id}-${p.placement}`}>
              <h3 id={`${id}-${p.placement}`} className={placementTitle}>
                プリント位置: {BYOB_PLACEMENT_LABELS[p.placement]}
              </h3>
              <p className={hint}>データがまだない場合は、後日メールでお送りいただけます。</p>
              <PrintDataUpload
                placement={{ id: index + 1, name: BYOB_PLACEMENT_LABELS[p.placement], ...PRINT_AREAS[p.placement] }}
                method={method?.slug.includes('silk') || method?.slug.includes('screen') ? 'silkscreen' : 'inkjet'}
                value={p.file}
                onChange={(file) => change(p.placement, { file })}
              />
              <TextField
                id={`${id}-${p.placement}-note`}
                name={`placements.${index}.note`}
                label={`${BYOB_FIELD_LABELS.note}（任意）`}
                hint="例：胸の中央に大きく、色の指定など"
                error={show(`placements.${index}.note`)}
                value={p.note}
                onChange={(e) => change(p.placement, { note: e.target.value })}
              />
            </section>
          ))}
        </>
      )}
    </StepForm>
  );
}
