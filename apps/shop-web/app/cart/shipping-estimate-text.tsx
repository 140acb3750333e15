/** How the estimated shipping date reads (spec §9, 14:00 JST cut-off), given the date already worked out. */
export interface ShippingEstimateTextProps {
  /** The date as shown (`5月8日(水)`); nothing shows when null. */
  label: string | null;
  className?: string;
  /** Business days of production of the named print method. */
  leadDays?: number;
  /** The print method whose lead time applies, named on the page; null or absent: the shortest lead time. */
  leadMethodName?: string | null;
}

/** The shipping date line of the product page and the cart. */
export function ShippingEstimateText({ label, className, leadDays, leadMethodName = null }: ShippingEstimateTextProps) {
  if (label === null) return null;
  if (leadMethodName !== null) {
    return (
      <p className={className}>
        {leadMethodName}を含むため、発送予定日は<strong>{label}</strong>です
        <br />
        <small>
          {leadMethodName}の製作に{leadDays}営業日かかります。14:00以降のご注文は翌日からの計算です（土日祝・休業日を除く）。
        </small>
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
