/**
 * The product page's way into the price simulator: a button rendered on the server; the simulator's
 * code (its arithmetic and cart-domain's production pricing) is fetched on the first click only, so
 * it adds nothing to the page's first JavaScript.
 */
import type { Product } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { Suspense, useState } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { launcher, muted } from './pricing.css.ts';

const PriceSimulator = lazyPart(() => import('./price-simulator.tsx').then((module) => module.PriceSimulator));

/** 「料金をシミュレーションする」: opens this product's simulator in place. */
export function PriceSimulatorLauncher({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" size="sm" className={launcher} onClick={() => setOpen(true)}>
        料金をシミュレーションする
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className={muted}>料金シミュレーターを読み込んでいます…</p>}>
      <PriceSimulator products={[{ label: product.category.name, product }]} title="この商品の料金シミュレーター" />
    </Suspense>
  );
}
