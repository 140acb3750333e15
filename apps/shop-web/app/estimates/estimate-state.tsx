import type { EstimateSummary } from '@shop/api-contract';
import { state as stateClass, stateValid } from './estimates.css.ts';

/** The state badge: 有効 / 期限切れ / 注文済み. */
export function EstimateStateBadge({ estimate }: { estimate: Pick<EstimateSummary, 'state' | 'stateLabel'> }) {
  return <span className={estimate.state === 'valid' ? `${stateClass} ${stateValid}` : stateClass}>{estimate.stateLabel}</span>;
}
