/**
 * A help page's HTML with its catalogue prices filled in: price blocks become the storefront's
 * tables, examples and simulator (`price-blocks.ts`), inline tokens become amounts. Links inside
 * navigate in the app as in `Prose`.
 */
import type { ReactNode } from 'react';
import { formatYen } from '../format/yen.ts';
import type { PriceData } from '../loaders/guide/load-price-data.ts';
import { methodPrices, type MethodPrices } from '../pricing/price-catalogue.ts';
import { PriceSimulator } from '../pricing/price-simulator.tsx';
import { DataFeeTable, parseExampleSpec, PlateTable, TierTable, WorkedExample } from '../pricing/price-tables.tsx';
import { refusal } from '../pricing/pricing.css.ts';
import { fillPriceTokens, splitPriceBlocks, type ContentSegment } from './price-blocks.ts';
import { useInAppLinks } from './prose.tsx';
import { prose } from './prose.css.ts';

function missing(text: string): ReactNode {
  return <p className={refusal}>{text}</p>;
}

function methodBlock(methods: readonly MethodPrices[], slug: string, render: (method: MethodPrices) => ReactNode): ReactNode {
  const method = methods.find((m) => m.slug === slug);
  return method ? render(method) : missing('このプリント方法は現在取り扱いがありません。');
}

/** The page's content: HTML pieces in the prose typography, price views between them. */
export function PricedProse({ html, prices }: { html: string; prices: PriceData }) {
  const onClick = useInAppLinks();
  const methods = methodPrices(prices.products.map((p) => p.product));
  const filled = fillPriceTokens(html, {
    'shipping-fee': formatYen(prices.shipping.shippingFee),
    'free-shipping-minimum': formatYen(prices.shipping.freeShippingMinimum),
  });
  const segments = splitPriceBlocks(filled);
  // Examples are numbered in page order (例1, 例2…).
  const exampleNumbers = new Map(segments.filter((s) => s.kind === 'price-example').map((s, index) => [s, index + 1] as const));
  const render = (segment: ContentSegment, key: number): ReactNode => {
    switch (segment.kind) {
      case 'html':
        return <div key={key} className={prose} dangerouslySetInnerHTML={{ __html: segment.html }} />;
      case 'price-table':
        return (
          <div key={key}>
            {methodBlock(methods, segment.body, (method) => (
              <TierTable method={method} />
            ))}
          </div>
        );
      case 'price-plates':
        return (
          <div key={key}>
            {methodBlock(methods, segment.body, (method) => (
              <PlateTable method={method} />
            ))}
          </div>
        );
      case 'price-data-fees':
        return <DataFeeTable key={key} methods={methods} />;
      case 'price-example': {
        const spec = parseExampleSpec(segment.body);
        return spec ? (
          <WorkedExample
            key={key}
            spec={spec}
            products={prices.products}
            shipping={prices.shipping}
            index={exampleNumbers.get(segment) ?? 1}
          />
        ) : (
          <div key={key}>{missing('この計算例は表示できません。')}</div>
        );
      }
      case 'price-simulator':
        return <PriceSimulator key={key} products={prices.products} title={null} />;
    }
  };
  return (
    // Delegated link clicks, as in Prose: the div itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks
    <div onClick={onClick}>{segments.map(render)}</div>
  );
}
