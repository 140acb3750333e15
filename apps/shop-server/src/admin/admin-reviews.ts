/**
 * The operator's review commands: `reviews [--product <code>]` lists reviews (newest first),
 * `hide-review <id>` takes one off the product page, `show-review <id>` puts it back. Hiding goes
 * through the review service, so the product's review_count / rating_average follow at once.
 */
import { audit, CLI_ACTOR } from '../audit/audit-service.ts';
import type { Db } from '../db/db.ts';
import { reviewService, reviewsForOperator } from '../reviews/review-service.ts';
import { adminResult, type AdminResult } from './format.ts';

const LIST_LIMIT = 100;

/** `2026-11-24 18:05` in the shop's time zone (JST). */
const jst = (at: Date | string) => new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Runs one review command; `command` is `reviews`, `hide-review` or `show-review`. */
export async function runReviewCommand(
  command: string,
  argument: string | undefined,
  options: { product?: string | undefined },
  deps: { db: Db; now: () => number },
): Promise<AdminResult> {
  if (command === 'reviews') {
    if (argument !== undefined) return adminResult(2, [`unexpected argument: ${argument} (use --product <code>)`]);
    const rows = await reviewsForOperator(deps.db, options.product ?? null, LIST_LIMIT);
    if (rows.length === 0) return adminResult(0, [options.product ? `no reviews of ${options.product}` : 'no reviews']);
    const lines = rows.map((r) =>
      [
        `#${r.id}`,
        r.code,
        `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}`,
        r.is_hidden ? '非公開 hidden' : '公開 visible',
        jst(r.created_at),
        r.customer_email ?? '(seeded)',
        `${r.nickname}: ${r.title}`,
      ].join('  '),
    );
    return adminResult(0, lines);
  }
  const hidden = command === 'hide-review';
  if (argument === undefined || !/^[1-9]\d{0,9}$/.test(argument)) return adminResult(2, [`${command} needs a review id (a number)`]);
  const done = await reviewService(deps.db, deps.now).setHidden(Number(argument), hidden);
  if (!done) return adminResult(1, [`no review ${argument}`]);
  await audit.record(deps.db, {
    actor: CLI_ACTOR,
    action: hidden ? 'review.hide' : 'review.show',
    target: { type: 'review', id: argument },
    after: { hidden },
    at: deps.now(),
  });
  return adminResult(0, [`review ${argument}: ${hidden ? '非公開 hidden' : '公開 visible'}`]);
}
