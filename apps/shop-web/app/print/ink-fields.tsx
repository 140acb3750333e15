/** Silk-screen inks of each placement, from the method's named palette: the number of inks is the number of plates. */
import type { StoredPrintOrder } from '@shop/cart-domain';
import { inksOf, toggleInk, type PrintMethodView } from './print-order-model.ts';
import { choice, choiceList, fieldset, legend, muted, swatch } from './print.css.ts';

type Update = (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;

/** The ink checkboxes of every placement, for all garment colours or for the one at `colorIndex`. */
export function InkFields({
  method,
  order,
  update,
  colorIndex = 0,
  colorName,
}: {
  method: PrintMethodView;
  order: StoredPrintOrder;
  update: Update;
  colorIndex?: number;
  /** The garment colour the inks are for (per-colour inks); absent: every colour. */
  colorName?: string;
}) {
  return (
    <>
      {order.prints.map((print) => {
        const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
        if (!spec) return null;
        const chosen = inksOf(order, spec.id, colorIndex);
        return (
          <fieldset key={spec.id} className={fieldset}>
            <legend className={legend}>
              {colorName ? `${colorName}の` : ''}
              {spec.name}のインク色（{chosen.length}色＝{Math.max(1, chosen.length)}版）
            </legend>
            <ul className={choiceList}>
              {method.inks.map((ink) => (
                <li key={ink.id}>
                  <label className={choice}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(ink.id)}
                      onChange={(event) => update((o) => toggleInk(o, spec.id, ink.id, event.target.checked, method.inks, colorIndex))}
                    />
                    <span className={swatch} style={{ background: ink.hex }} aria-hidden="true" />
                    {ink.name}
                  </label>
                </li>
              ))}
            </ul>
            {chosen.length === 0 ? <p className={muted}>1色以上選んでください。</p> : null}
          </fieldset>
        );
      })}
    </>
  );
}
