/**
 * The operator's `plate-keep-days [<days>]` (issue #15): shows or sets how many days silk-screen
 * plates are kept after an order (shop_settings `plate_keep_days`). Reorders past it expire in carts
 * on their next refresh; 0 ends every plate period at once (a test shop's expired-reorder journey).
 */
import { audit, CLI_ACTOR } from '../audit/audit-service.ts';
import type { Db } from '../db/db.ts';
import { plateKeepDays } from './reorder-store.ts';

export async function runPlateKeepDaysCommand(
  value: string | undefined,
  db: Db,
  now: () => number,
): Promise<{ code: number; output: string }> {
  if (value === undefined) return { code: 0, output: `plate_keep_days: ${await plateKeepDays(db)}` };
  const days = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(days) || days > 36_500)
    return { code: 2, output: 'plate-keep-days needs a number of days (0-36500)' };
  await db.transaction(async (tx) => {
    const before = await plateKeepDays(tx);
    await tx.query(
      `insert into shop_settings (key, value) values ('plate_keep_days', $1) on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(days)],
    );
    await audit.record(tx, {
      actor: CLI_ACTOR,
      action: 'setting.plate_keep_days',
      target: { type: 'shop_setting', id: 'plate_keep_days' },
      before: { days: before },
      after: { days },
      at: now(),
    });
  });
  return { code: 0, output: `plate_keep_days: ${days}` };
}
