/** The colour groups of a print order in the cart, and the form that adds one. */
import { QuantityStepper } from '@shop/ui';
import type { ProductionPartProps } from '../cart-handlers.ts';
import { controls, groupBox, lineMeta, small, swatch } from '../cart.css.ts';
import { AddColorForm } from './add-color-form.tsx';
import { RemoveButton, WrappingSelect } from './line-parts.tsx';

/**
 * The colours of a print order: per colour a quantity stepper for every size (max = stock, 0 drops
 * the size), the wrapping of each ordered size, 「(colour)を削除」 (its accessible name contains the visible text); then a small form to add a colour.
 */
export function ProductionGroups({ production, label, handlers, pending, run }: ProductionPartProps) {
  return (
    <>
      {production.groups.map((group) => (
        <fieldset key={group.id} className={groupBox} disabled={pending}>
          <legend className={lineMeta}>
            カラー: <span className={swatch} style={{ background: group.colorHex }} aria-hidden="true" />
            {group.colorName}
          </legend>
          {group.lines.map((sizeLine) => {
            const sizeLabel = `${label} ${group.colorName} / ${sizeLine.name}`;
            return (
              <div key={sizeLine.skuId} className={controls}>
                <QuantityStepper
                  label={sizeLine.name}
                  inputLabel={`${sizeLabel}の数量`}
                  decrementLabel={`${sizeLabel}の数量を1減らす`}
                  incrementLabel={`${sizeLabel}の数量を1増やす`}
                  value={sizeLine.quantity}
                  min={0}
                  max={sizeLine.stock}
                  disabled={pending}
                  onChange={(quantity) => void run(() => handlers.changeGroupQuantity(production.id, group.id, sizeLine.skuId, quantity))}
                />
                {sizeLine.itemId !== null && production.wrappings.length > 0 ? (
                  <WrappingSelect
                    label={`${sizeLabel}のラッピング`}
                    wrappings={production.wrappings}
                    value={sizeLine.wrappingId}
                    disabled={pending}
                    onChange={(wrappingId) => {
                      const itemId = sizeLine.itemId;
                      if (itemId !== null) void run(() => handlers.changeProductionWrapping(production.id, itemId, wrappingId));
                    }}
                  />
                ) : null}
              </div>
            );
          })}
          <RemoveButton
            label={`${label}の${group.colorName}を削除`}
            disabled={pending}
            onClick={() => void run(() => handlers.removeGroup(production.id, group.id))}
          >{`${group.colorName}を削除`}</RemoveButton>
          {production.groups.length === 1 ? (
            <p className={small}>最後のカラーを削除すると、このプリント注文がカートから削除されます。</p>
          ) : null}
        </fieldset>
      ))}
      {production.addableColors.length > 0 ? (
        <AddColorForm production={production} label={label} handlers={handlers} pending={pending} run={run} />
      ) : null}
    </>
  );
}
