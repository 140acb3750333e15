/**
 * `/product/:code/print-screen-confirm?pid=` (route `product-code-print-screen-confirm`): everything
 * chosen for the silk-screen order, the print width and place of each placement with the garment in
 * each ordered colour at true scale (PrintProof, as inkjet), the full price breakdown, and 「カートに入れる」.
 */
import type { MetaFunction } from 'react-router';
import { AddPrintOrderToCart } from '../../print/add-print-order.tsx';
import { inksComplete, inksOf, orderedColors } from '../../print/print-order-model.ts';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { rememberedFile } from '../../print/uploaded-files.ts';
import { PrintProof } from '../../print/proof/print-proof.tsx';
import { section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () =>
  pageMeta({ title: '注文内容の確認', description: 'シルクスクリーンの注文内容と料金を確認します。', noindex: true });

function ConfirmStep({ product, order, method, update }: PrintStepBodyProps) {
  const colors = orderedColors(order);
  const inkNames = (ids: readonly number[]) => ids.map((id) => method.inks.find((ink) => ink.id === id)?.name ?? '').join('・');
  const blocked = !inksComplete(order)
    ? 'インク色が選ばれていないプリント位置があります。'
    : order.prints.some((print) => print.fileUuid === null)
      ? 'すべてのプリント位置のデータを入稿してください。'
      : null;
  return (
    <>
      <section className={section} aria-labelledby="print-confirm-prints">
        <h2 id="print-confirm-prints" className={sectionTitle}>
          プリント
        </h2>
        <ul>
          {order.prints.map((print) => {
            const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
            const file = rememberedFile(print.fileUuid);
            return (
              <li key={print.printSpecId}>
                {spec?.name}：
                {order.inkScheme === 'per_color' && colors.length > 1
                  ? colors
                      .map(
                        (color, index) =>
                          `${product.colors.find((c) => c.id === color.colorId)?.name ?? ''}（${inkNames(inksOf(order, print.printSpecId, index))}）`,
                      )
                      .join('、')
                  : inkNames(inksOf(order, print.printSpecId))}
                {file ? `・データ: ${file.name}` : print.fileUuid ? '・データ入稿済み' : '・データ未入稿'}
              </li>
            );
          })}
        </ul>
        <p>版の保管: {order.isRepeatable ? 'する（リピート注文用）' : 'しない'}</p>
      </section>
      <PrintProof product={product} order={order} method={method} update={update} />
      <section className={section} aria-labelledby="print-confirm-items">
        <h2 id="print-confirm-items" className={sectionTitle}>
          カラー・サイズ・数量
        </h2>
        <ul>
          {colors.flatMap((color) => {
            const productColor = product.colors.find((c) => c.id === color.colorId);
            return color.sizes
              .filter((size) => size.quantity > 0)
              .map((size) => {
                const productSize = productColor?.sizes.find((s) => s.sku.id === size.skuId);
                return (
                  <li key={size.skuId}>
                    {productColor?.name} {productSize?.name}：{size.quantity}枚
                  </li>
                );
              });
          })}
        </ul>
      </section>
      <AddPrintOrderToCart order={order} product={product} blocked={blocked} />
      <StepNav back={{ to: hrefOf(order, 'print-screen-upload'), label: '前へ（データ入稿）' }} />
    </>
  );
}

export default printStepPage({ stepId: 'product-code-print-screen-confirm', heading: '注文内容を確認する' }, ConfirmStep);
