/**
 * `/product/:code/print-screen-color-scheme?pid=` (route `product-code-print-screen-color-scheme`),
 * when several garment colours are ordered: the same inks on all, or a different ink set per garment
 * colour, which costs the method's colour change charge × (garment colours − 1) per print.
 */
import type { MetaFunction } from 'react-router';
import { formatYen } from '../../format/yen.ts';
import { InkFields } from '../../print/ink-fields.tsx';
import { inksComplete, orderedColors, setInkScheme } from '../../print/print-order-model.ts';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { choice, choiceList, fieldset, legend, muted, section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () => pageMeta({ title: '配色', description: 'ボディカラーごとのインク色を選びます。', noindex: true });

function SchemeStep({ product, order, update, method }: PrintStepBodyProps) {
  const colors = orderedColors(order);
  const changes = Math.max(0, colors.length - 1);
  return (
    <>
      <section className={section} aria-labelledby="print-scheme">
        <h2 id="print-scheme" className={sectionTitle}>
          配色
        </h2>
        {colors.length < 2 ? <p>ボディカラーが1色のため、配色の指定はありません。</p> : null}
        <fieldset className={fieldset}>
          <legend className={legend}>インク色の使い方</legend>
          <ul className={choiceList}>
            <li>
              <label className={choice}>
                <input
                  type="radio"
                  name="ink-scheme"
                  checked={order.inkScheme === 'same'}
                  onChange={() => update((o) => setInkScheme(o, 'same'))}
                />
                すべてのボディカラーに同じインク色
              </label>
            </li>
            <li>
              <label className={choice}>
                <input
                  type="radio"
                  name="ink-scheme"
                  checked={order.inkScheme === 'per_color'}
                  onChange={() => update((o) => setInkScheme(o, 'per_color'))}
                />
                ボディカラーごとにインク色を変える
              </label>
            </li>
          </ul>
        </fieldset>
        <p className={muted}>
          カラーごとに変える場合、色替え代 {formatYen(method.colorChangeCharge)} × {changes}
          回（ボディカラー数−1）がプリント位置ごとにかかります。
        </p>
      </section>
      {order.inkScheme === 'per_color'
        ? colors.map((color, index) => {
            const productColor = product.colors.find((c) => c.id === color.colorId);
            const headingId = `print-scheme-${color.colorId}`;
            return (
              <section key={color.colorId} className={section} aria-labelledby={headingId}>
                <h2 id={headingId} className={sectionTitle}>
                  {productColor?.name ?? 'カラー'}のインク色
                </h2>
                <InkFields
                  method={method}
                  order={order}
                  update={update}
                  colorIndex={order.selectedColors.indexOf(color) === -1 ? index : order.selectedColors.indexOf(color)}
                  colorName={productColor?.name}
                />
              </section>
            );
          })
        : null}
      <StepNav
        back={{ to: hrefOf(order, 'print-screen-color'), label: '前へ（インク色）' }}
        next={{
          to: hrefOf(order, 'print-screen-upload'),
          label: '次へ（データ入稿）',
          blocked: inksComplete(order) ? null : 'インク色を選んでください。',
        }}
      />
    </>
  );
}

export default printStepPage(
  {
    stepId: 'product-code-print-screen-color-scheme',
    heading: '配色を選ぶ',
    description: '複数のボディカラーをご注文の場合、すべて同じインク色で刷るか、カラーごとにインク色を変えるかを選べます。',
  },
  SchemeStep,
);
