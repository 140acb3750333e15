import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ShippingEstimateText } from './shipping-estimate-text.tsx';

export interface ShippingEstimateProps {
  /** The shop calendar (`GET /api/delivery/business_days`), or null while unknown. */
  calendar: { readonly days: readonly string[]; readonly offset?: number } | null;
  className?: string;
  /** Business days of production (the longest lead time of the cart's print methods); the shortest when absent. */
  leadDays?: number;
  /** The print method whose lead time applies, named on the page; null or absent: the shortest lead time. */
  leadMethodName?: string | null;
}

/**
 * The estimated shipping date (spec §9, 14:00 JST cut-off). It depends on the clock, so it is worked
 * out after hydration, in an effect; the rule's module (with the business-days library and its
 * holiday table) is loaded only then, off the page's first JavaScript. Nothing shows when the
 * calendar is unknown (spec §8: failures are ignored).
 */
export function ShippingEstimate({ calendar, className, leadDays, leadMethodName = null }: ShippingEstimateProps) {
  const { now } = useAtomValue(servicesAtom);
  // The label and the calendar it was worked out from: a label of another (or no) calendar is not shown.
  const [estimate, setEstimate] = useState<{
    calendar: ShippingEstimateProps['calendar'];
    leadDays: number | undefined;
    label: string | null;
  } | null>(null);

  useEffect(() => {
    if (!calendar) return;
    let current = true;
    import('./shipping-date.ts')
      .then(({ shippingDateLabel }) => {
        if (current) setEstimate({ calendar, leadDays, label: shippingDateLabel(now(), calendar, leadDays) });
      })
      .catch(() => {
        // A chunk that fails to load only hides the estimate.
      });
    return () => {
      current = false;
    };
  }, [calendar, now, leadDays]);

  const label = calendar !== null && estimate?.calendar === calendar && estimate.leadDays === leadDays ? estimate.label : null;
  return <ShippingEstimateText label={label} className={className} leadDays={leadDays} leadMethodName={leadMethodName} />;
}
