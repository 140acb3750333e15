/**
 * `/product/:code/print-screen-color?pid=` (route `product-code-print-screen-color`): the inks of each
 * placement from the method's palette; the number of inks is the number of plates.
 */
import type { MetaFunction } from 'react-router';
import { InkFields } from '../../print/ink-fields.tsx';
import { inksComplete, orderedColors } from '../../print/print-order-model.ts';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { muted, section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'インク色', description: 'シルクスクリーンのインク色を選びます。', noindex: true });

function ColorStep({ order, update, method }: PrintStepBodyProps) {
  const several = orderedColors(order).length > 1;
  const nextPath = several ? 'print-screen-color-scheme' : 'print-screen-upload';
  return (
    <>
      <section className={section} aria-labelledby="print-inks">
        <h2 id="print-inks" className={sectionTitle}>
          インク色
        </h2>
        {order.inkScheme === 'per_color' && several ? (
          <p className={muted}>ボディカラーごとにインク色を変える設定です。配色のページで選んでください。</p>
        ) : (
          <InkFields method={method} order={order} update={update} />
        )}
      </section>
      <StepNav
        back={{ to: hrefOf(order, 'print-screen'), label: '前へ（位置・カラー・数量）' }}
        next={{
          to: hrefOf(order, nextPath),
          label: several ? '次へ（配色）' : '次へ（データ入稿）',
          blocked:
            order.inkScheme === 'per_color' && several ? null : inksComplete(order) ? null : 'プリント位置ごとにインク色を選んでください。',
        }}
      />
    </>
  );
}

export default printStepPage(
  {
    stepId: 'product-code-print-screen-color',
    heading: 'インク色を選ぶ',
    description: 'シルクスクリーンはインク1色ごとに版を1枚作ります。色数が版の数になり、版代とプリント代に反映されます。',
  },
  ColorStep,
);
