/** The product and stored print order the price panel prices (none on the free canvas). */
import type { Product } from '@shop/api-contract';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { createContext, type ReactNode } from 'react';

export interface Pricing {
  readonly product: Product;
  readonly order: StoredPrintOrder;
}

export const PricingContext = createContext<Pricing | null>(null);

export function PricingProvider({ pricing, children }: { pricing: Pricing | null; children: ReactNode }) {
  return <PricingContext value={pricing}>{children}</PricingContext>;
}
