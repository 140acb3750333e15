/**
 * The artwork loop's dates (issue #30) over real HTTP: the shipping date recounted from the last
 * approval with the 14:00 JST cut-off, and the sweep's reminder after two business days and the
 * deadline rule (warnings only: printed as they are; an error: the order cancelled).
 */
import { estimateShippingDate } from '@shop/business-days';
import { DEFAULT_SHOP_OFFSET_HOURS } from '@shop/business-days';
import { describe, expect, it } from 'vitest';
import { upcomingBusinessDays } from '../../src/catalog/business-day-routes.ts';
import { mailsTo } from '../orders/support.ts';

import { useArtworkSuite } from './support.ts';

const { server, admin, printOrder, jobsOf, onlyJob, setClock } = useArtworkSuite();

describe('dates tell the truth', () => {
  it('the shipping date counts from the last approval: after 14:00 JST from the next business day', async () => {
    const tuesday = '2026-12-01';
    const at = (hourJst: number) => Date.parse(`${tuesday}T${String(hourJst - DEFAULT_SHOP_OFFSET_HOURS).padStart(2, '0')}:00:00Z`);
    const results: { shipDate: string; reason: string }[] = [];
    for (const hour of [13, 15]) {
      setClock(at(hour) - 30 * 60_000); // ordered half an hour before (the session stays fresh)
      const { shopper, number } = await printOrder({ proof: 'skipped' });
      const job = await onlyJob(shopper, number);
      setClock(at(hour));
      expect((await admin('art-approve', String(job.id))).code).toBe(0);
      const list = await jobsOf(shopper, number);
      expect(list.status, list.text).toBe(200);
      const recount = list.json.meta.ship_date;
      expect(recount).not.toBeNull();
      results.push({ shipDate: recount?.ship_date ?? '', reason: recount?.reason ?? '' });
      const [order] = await server.db.query<{ ship_date: string }>('select ship_date::text as ship_date from orders where number = $1', [
        number,
      ]);
      expect(order?.ship_date).toBe(recount?.ship_date);
    }
    const days = upcomingBusinessDays(at(13)).days;
    const expected = (hour: number) => estimateShippingDate({ now: at(hour), businessDays: days, leadDays: 8 });
    const before = expected(13);
    const after = expected(15);
    expect(before.ok && after.ok).toBe(true);
    expect(results.map((r) => r.shipDate)).toEqual([before.ok ? before.value : '', after.ok ? after.value : '']);
    expect(days.indexOf(results[1]?.shipDate ?? '')).toBe(days.indexOf(results[0]?.shipDate ?? '') + 1);
    expect(results[1]?.reason).toContain('14時以降のため、翌営業日から製作日数を数えます');
    expect(results[0]?.reason).not.toContain('14時以降');
  });
});

describe('no reply: the reminder and the deadline rule', () => {
  it('a reminder after 2 business days; after the deadline, warnings only proceed as is and an error cancels the order', async () => {
    const start = Date.parse('2026-12-07T01:00:00Z'); // Monday 10:00 JST
    setClock(start);
    const warn = await printOrder();
    const err = await printOrder();
    const warnJob = await onlyJob(warn.shopper, warn.number);
    const errJob = await onlyJob(err.shopper, err.number);
    await admin('art-reject', String(warnJob.id), '--reason', 'low_resolution');
    await admin('art-reject', String(errJob.id), '--reason', 'outside_print_area');
    const waiting = await onlyJob(warn.shopper, warn.number);
    const [wait] = await server.db.query<{ waiting: { reminderOn: string; deadline: string } }>(
      'select waiting from art_jobs where id = $1',
      [warnJob.id],
    );
    const reminderOn = wait?.waiting.reminderOn ?? '';
    expect(waiting.deadline).toBe(wait?.waiting.deadline);

    setClock(Date.parse(`${reminderOn}T00:00:00+09:00`) - 60_000); // 23:59 JST the day before the reminder day
    expect((await admin('sweep')).output).not.toContain('artwork');
    setClock(Date.parse(`${reminderOn}T01:00:00Z`));
    expect((await admin('sweep')).output).toContain('artwork: 2');
    expect((await mailsTo(server.db, warn.shopper.customer.email)).at(-1)?.subject).toContain('ご確認のお願い（再送）');
    expect((await admin('sweep')).output).not.toContain('artwork');

    const deadline = waiting.deadline ?? '';
    setClock(Date.parse(`${deadline}T14:00:00Z`)); // 23:00 JST on the last day: not yet
    expect((await admin('sweep')).output).not.toContain('artwork');
    setClock(Date.parse(`${deadline}T15:30:00Z`)); // 00:30 JST the day after
    expect((await admin('sweep')).output).toContain('artwork: 2');
    // (days later the shoppers' sessions have expired: the jobs are read from the database)
    const statusOf = async (id: number) =>
      (await server.db.query<{ status: string }>('select status from art_jobs where id = $1', [id]))[0]?.status;
    expect(await statusOf(warnJob.id)).toBe('proceeded_as_is');
    expect(await statusOf(errJob.id)).toBe('cancelled');
    const [cancelled] = await server.db.query<{ status: string }>('select status from orders where number = $1', [err.number]);
    expect(cancelled?.status).toBe('cancelled');
    expect((await mailsTo(server.db, err.shopper.customer.email)).map((m) => m.subject).join('\n')).toContain(
      '期限を過ぎたためご注文をキャンセルしました',
    );
    expect((await mailsTo(server.db, warn.shopper.customer.email)).at(-1)?.subject).toContain('期限を過ぎたため現在のデータで製作します');
  });
});
