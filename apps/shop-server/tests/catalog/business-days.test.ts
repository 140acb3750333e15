import { describe, expect, it } from 'vitest';
import { parseClosures } from '../../src/config/config.ts';
import { startTestServer, useTestServer } from '../support/server.ts';
import { expectContract, getJson } from './support.ts';

const server = useTestServer();

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe('GET /api/delivery/business_days', () => {
  it('lists weekdays from today (JST) that are neither holidays nor the year-end closure', async () => {
    server.setNow(Date.parse('2026-11-20T03:00:00Z')); // Friday 12:00 in Japan
    const res = await getJson<{ days: string[]; offset: number }>(server, '/api/delivery/business_days');
    expect(res.status).toBe(200);
    expectContract('businessDays', res.body);
    const { days, offset } = res.body;
    expect(offset).toBe(9);
    expect(days.slice(0, 3)).toEqual(['2026-11-20', '2026-11-24', '2026-11-25']);
    expect(days).not.toContain('2026-11-23'); // 勤労感謝の日 (Monday)
    expect(days).not.toContain('2027-01-01');
    expect(days.filter((d) => d >= '2026-12-29' && d <= '2027-01-03')).toEqual([]);
    expect(days.filter((d) => weekday(d) === 0 || weekday(d) === 6)).toEqual([]);
    expect(daysBetween('2026-11-20', days.at(-1) ?? '2026-11-20')).toBeGreaterThanOrEqual(60);
    expect([...days].sort()).toEqual(days);
  });

  it('starts from the shop-local date: just after midnight in Japan is already the next day', async () => {
    server.setNow(Date.parse('2026-11-20T15:30:00Z')); // Saturday 00:30 in Japan
    const res = await getJson<{ days: string[] }>(server, '/api/delivery/business_days');
    expect(res.body.days[0]).toBe('2026-11-24');
  });

  it('leaves out the shop closures configured with SHOP_CLOSURES, in the list and in the shop index', async () => {
    const closed = await startTestServer({ closures: parseClosures('11-25..11-26') });
    try {
      closed.setNow(Date.parse('2026-11-20T03:00:00Z')); // Friday 12:00 in Japan
      const res = await getJson<{ days: string[] }>(closed, '/api/delivery/business_days');
      expect(res.body.days.slice(0, 3)).toEqual(['2026-11-20', '2026-11-24', '2026-11-27']);
      // The year-end closure is the default only: with this setting 12/29–12/30 are open again.
      expect(res.body.days).toContain('2026-12-29');
      const index = await getJson<{ data: { business_days: string[] } }>(closed, '/api/shop/index?type=catalog');
      expect(index.body.data.business_days.slice(0, 3)).toEqual(['2026-11-20', '2026-11-24', '2026-11-27']);
    } finally {
      await closed.close();
    }
  });
});
