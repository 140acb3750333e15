import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

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
  const [estimate, setEstimate] = useState<{ calendar: ShippingEstimateProps['calendar']; leadDays: number | undefined; label: string | null } | null>(null);

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
  if (label === null) return null;
  if (leadMethodName !== null) {
    return (
      <p className={className}>
        {leadMethodName}を含むため、発送予定日は<strong>{label}</strong>です
        <br />
        <small>{leadMethodName}の製作に{leadDays}営業日かかります。14:00以降のご注文は翌日からの計算です（土日祝・休業日を除く）。</small>
      </p>
    );
  }
  return (
    <p className={className}>
      最短 <strong>{label}</strong> 発送予定
      <br />
      <small>14:00以降のご注文は翌日からの計算です（土日祝・休業日を除く）。</small>
    </p>
  );
}
