/**
 * An order's artwork as a whole, from its jobs: what the order page, the dashboard and the order's
 * own state need to know. The order may start production when every job is ready; its shipping date
 * counts from the moment the last one became ready.
 */
import { ART_JOB_STATUSES, CUSTOMER_WAIT_STATUSES, READY_STATUSES, STAFF_QUEUE_STATUSES, type ArtJob, type ArtJobStatus } from './model.ts';

/** The states of an order's artwork, from the most to the least urgent after cancellation. */
export const ORDER_ART_STATES = ['no_artwork', 'cancelled', 'waiting_on_customer', 'in_check', 'ready_for_production'] as const;
export type OrderArtState = (typeof ORDER_ART_STATES)[number];

export interface OrderArtSummary {
  /**
   * 'cancelled' when any job is (the order cannot be printed as ordered); else 'waiting_on_customer'
   * when any job waits on the customer; else 'in_check' when any waits on the staff; else
   * 'ready_for_production'; 'no_artwork' without jobs (blank garments only).
   */
  readonly state: OrderArtState;
  /** Jobs per state (every state present, 0 when none). */
  readonly counts: Readonly<Record<ArtJobStatus, number>>;
  /** Every job is ready (or proceeded as it is), and there is at least one. */
  readonly mayStartProduction: boolean;
  /** When the last job became ready, once all are (the shipping date counts from it); null before. */
  readonly readyAt: number | null; // epoch ms
  /** The earliest last day to answer among the jobs waiting on the customer ('YYYY-MM-DD'), null when none waits. */
  readonly earliestDeadline: string | null;
}

/** The artwork state of an order from its jobs. */
export function orderArtState(jobs: readonly Pick<ArtJob, 'status' | 'readyAt' | 'waiting'>[]): OrderArtSummary {
  const counts = Object.fromEntries(ART_JOB_STATUSES.map((status) => [status, 0])) as Record<ArtJobStatus, number>;
  for (const job of jobs) counts[job.status] += 1;
  const any = (statuses: readonly ArtJobStatus[]) => statuses.some((status) => counts[status] > 0);
  const mayStartProduction = jobs.length > 0 && jobs.every((job) => READY_STATUSES.includes(job.status));
  const state: OrderArtState =
    jobs.length === 0
      ? 'no_artwork'
      : counts.cancelled > 0
        ? 'cancelled'
        : any(CUSTOMER_WAIT_STATUSES)
          ? 'waiting_on_customer'
          : any(STAFF_QUEUE_STATUSES)
            ? 'in_check'
            : 'ready_for_production';
  const readyTimes = jobs.map((job) => job.readyAt).filter((at): at is number => at !== null);
  const deadlines = jobs
    .map((job) => job.waiting?.deadline)
    .filter((deadline): deadline is string => deadline !== undefined)
    .sort();
  return {
    state,
    counts,
    mayStartProduction,
    readyAt: mayStartProduction && readyTimes.length > 0 ? Math.max(...readyTimes) : null,
    earliestDeadline: deadlines[0] ?? null,
  };
}
