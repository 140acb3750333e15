import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelMovements,
  earnMovement,
  expiryDue,
  grantMovement,
  maxUsablePoints,
  type NewPointMovement,
  pointBalance,
  type PointMovement,
  pointsEarned,
  pointsExpireAt,
  spendMovement,
  usablePoints,
} from './points.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const at = (m: NewPointMovement, time: number): PointMovement => ({ ...m, at: time });

describe('points', () => {
  it('earns 1 point per 100 yen of goods, floored', () => {
    expect(pointsEarned(12_345, 100)).toBe(123);
    expect(pointsEarned(99, 100)).toBe(0);
    expect(pointsEarned(1000, 0)).toBe(0);
    expect(earnMovement(99, 100, 'PF-2026-000001')).toBeNull();
  });

  it('uses at most the balance and what is left to pay', () => {
    expect(usablePoints(500, 300, 1000)).toBe(300);
    expect(usablePoints(500, 3000, 200)).toBe(200);
    expect(usablePoints(-5, 300, 1000)).toBe(0);
    expect(usablePoints(12.7, 300, 1000)).toBe(12);
  });

  it('「すべて使う」 uses the balance but leaves at least 1 yen to charge', () => {
    expect(maxUsablePoints(700, 6280)).toBe(700);
    expect(maxUsablePoints(9000, 1880)).toBe(1879);
    expect(maxUsablePoints(0, 1880)).toBe(0);
    expect(maxUsablePoints(50, 0)).toBe(0);
  });

  it('expires the whole balance 365 days after the last earning or spending', () => {
    const ledger = [
      at({ reason: 'earned', points: 120, orderNumber: 'PF-2026-000001' }, T0),
      at({ reason: 'spent', points: -20, orderNumber: 'PF-2026-000002' }, T0 + 10 * DAY),
    ];
    expect(pointsExpireAt(ledger)).toBe(T0 + 375 * DAY);
    expect(expiryDue(ledger, T0 + 375 * DAY - 1)).toBeNull();
    expect(expiryDue(ledger, T0 + 375 * DAY)).toEqual({ reason: 'expired', points: -100, orderNumber: null });
    expect(pointsExpireAt([...ledger, at({ reason: 'expired', points: -100, orderNumber: null }, T0 + 400 * DAY)])).toBeNull();
  });

  it('a cancelled order gives back what it spent and takes back what it earned, not below zero', () => {
    const ledger = [
      at({ reason: 'earned', points: 50, orderNumber: 'PF-2026-000001' }, T0),
      at({ reason: 'spent', points: -40, orderNumber: 'PF-2026-000002' }, T0 + DAY),
    ];
    expect(cancelMovements(ledger, 'PF-2026-000002')).toEqual([{ reason: 'refunded', points: 40, orderNumber: 'PF-2026-000002' }]);
    // 10 points left; 50 earned by order 1 → only 10 can be taken back.
    expect(cancelMovements(ledger, 'PF-2026-000001')).toEqual([{ reason: 'revoked', points: -10, orderNumber: 'PF-2026-000001' }]);
    const refunded = [...ledger, at({ reason: 'refunded', points: 40, orderNumber: 'PF-2026-000002' }, T0 + 2 * DAY)];
    expect(cancelMovements(refunded, 'PF-2026-000002')).toEqual([]);
  });
});

type Op =
  | { type: 'earn'; goods: number }
  | { type: 'spend'; points: number }
  | { type: 'cancel'; order: number }
  | { type: 'grant'; points: number }
  | { type: 'wait'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('earn' as const), goods: fc.nat(50_000) }),
  fc.record({ type: fc.constant('spend' as const), points: fc.integer({ min: -100, max: 2000 }) }),
  fc.record({ type: fc.constant('cancel' as const), order: fc.nat(30) }),
  fc.record({ type: fc.constant('grant' as const), points: fc.integer({ min: -100, max: 1000 }) }),
  fc.record({ type: fc.constant('wait' as const), days: fc.nat(500) }),
);

describe('the ledger (property)', () => {
  it('for any sequence of operations the balance is the sum of the movements and never negative', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ledger: PointMovement[] = [];
        let now = T0;
        let orders = 0;
        const push = (m: NewPointMovement | null) => {
          if (m) ledger.push(at(m, now));
        };
        for (const o of ops) {
          // Expiry is applied before every read or use, as the server does.
          push(expiryDue(ledger, now));
          switch (o.type) {
            case 'earn':
              push(earnMovement(o.goods, 100, `PF-2026-${String(++orders).padStart(6, '0')}`));
              break;
            case 'spend':
              push(spendMovement(pointBalance(ledger), o.points, `PF-2026-${String(++orders).padStart(6, '0')}`));
              break;
            case 'cancel':
              for (const m of cancelMovements(ledger, `PF-2026-${String(o.order).padStart(6, '0')}`)) push(m);
              break;
            case 'grant':
              push(grantMovement(o.points));
              break;
            case 'wait':
              now += o.days * DAY;
              break;
          }
          let running = 0;
          for (const m of ledger) {
            running += m.points;
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(pointBalance(ledger)).toBe(running);
        }
      }),
    );
  });
});
