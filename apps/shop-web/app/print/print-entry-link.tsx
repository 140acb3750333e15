/**
 * 「この商品にプリントする」: the product page's first action, a primary button to the print method
 * page. Its own module: the product page's first JavaScript takes this link without the stored
 * print orders (and their valibot schema) that 「前回の続きから」 reads after hydration.
 */
import type { Product } from '@shop/api-contract';
import { button } from '@shop/ui';
import { Link } from 'react-router';
import { isImplemented } from '../navigation/route-table.ts';

/** The link's text. */
export const PRINT_ENTRY_LABEL = 'この商品にプリントする';

/** Shown once the method page is a registered route and the product prints. */
export function PrintEntryLink({ product, className }: { product: Pick<Product, 'code' | 'printMethods'>; className?: string }) {
  if (!isImplemented('product-code-print') || product.printMethods.length === 0) return null;
  return (
    <p className={className}>
      <Link to={`/product/${encodeURIComponent(product.code)}/print`} className={button({ variant: 'primary', size: 'lg' })}>
        {PRINT_ENTRY_LABEL}
      </Link>
    </p>
  );
}
