import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES } from '@shop/api-contract';
import type { OrderStatus } from './labels.ts';
import { allowedEvents, normaliseTrackingNumber, type OrderEvent, type OrderState, transition } from './transition.ts';

const NOW = Date.parse('2026-11-24T03:00:00Z');

const anOrder = (status: OrderStatus, overrides: Partial<OrderState> = {}): OrderState & { number: string } => ({
  number: 'PF-2026-000123',
  status,
  hasProductions: true,
  carrier: null,
  trackingNumber: null,
  ...overrides,
});

const ship: OrderEvent = { type: 'ship', carrier: 1, trackingNumber: '1234-5678-9012' };

describe('transition: the way of an order', () => {
  it.each<[OrderStatus, OrderEvent, OrderStatus, string[]]>([
    ['pending_authentication', { type: 'complete_authentication' }, 'received', ['empty_cart', 'send_confirmation_mail']],
    ['pending_authentication', { type: 'abandon_authentication' }, 'cancelled', ['return_stock', 'release_payment']],
    ['awaiting_payment', { type: 'confirm_payment' }, 'received', ['mark_paid']],
    ['received', { type: 'start_data_check' }, 'data_check', ['start_data_check']],
    ['data_check', { type: 'start_production' }, 'in_production', ['approve_data']],
    ['in_production', ship, 'shipped', ['capture_payment', 'send_shipping_mail']],
    ['shipped', { type: 'deliver' }, 'delivered', []],
    ['received', { type: 'cancel' }, 'cancelled', ['return_stock', 'release_payment']],
    ['awaiting_payment', { type: 'cancel' }, 'cancelled', ['return_stock', 'release_payment']],
    ['in_production', { type: 'cancel' }, 'cancelled', ['return_stock', 'release_payment']],
  ])('%s + %o → %s, doing %j', (from, event, to, effects) => {
    const order = anOrder(from);
    expect(transition(order, event, NOW)).toEqual({
      ok: true,
      value: {
        order: event.type === 'ship' ? { ...order, status: to, carrier: 1, trackingNumber: '1234-5678-9012' } : { ...order, status: to },
        record: { status: to, at: NOW },
        effects,
      },
    });
  });

  it.each<[OrderStatus, OrderEvent]>([
    ['received', { type: 'complete_authentication' }],
    ['received', { type: 'confirm_payment' }],
    ['awaiting_payment', { type: 'start_data_check' }],
    ['pending_authentication', ship],
    ['shipped', { type: 'cancel' }],
    ['delivered', { type: 'cancel' }],
    ['cancelled', { type: 'cancel' }],
    ['cancelled', { type: 'deliver' }],
    ['in_production', { type: 'deliver' }],
  ])('refuses %s + %o as not allowed', (from, event) => {
    expect(transition(anOrder(from), event, NOW)).toEqual({ ok: false, error: { type: 'not_allowed', from, event: event.type } });
  });

  it('print productions go through the data check before production or shipping', () => {
    expect(transition(anOrder('received'), { type: 'start_production' }, NOW)).toEqual({ ok: false, error: { type: 'data_check_first' } });
    expect(transition(anOrder('received'), ship, NOW)).toEqual({ ok: false, error: { type: 'data_check_first' } });
  });

  it("production starts only once every placement's artwork is ready (issue #30); older orders without art jobs as before", () => {
    const checking = anOrder('data_check');
    expect(transition({ ...checking, artReady: false }, { type: 'start_production' }, NOW)).toEqual({
      ok: false,
      error: { type: 'artwork_not_ready' },
    });
    expect(allowedEvents({ ...checking, artReady: false })).not.toContain('start_production');
    const ready = transition({ ...checking, artReady: true }, { type: 'start_production' }, NOW);
    expect(ready.ok && ready.value.order.status).toBe('in_production');
    const legacy = transition(checking, { type: 'start_production' }, NOW);
    expect(legacy.ok && legacy.value.order.status).toBe('in_production');
  });

  it('an order of blank garments has no data check and may go from received to production or shipping', () => {
    const blank = anOrder('received', { hasProductions: false });
    expect(transition(blank, { type: 'start_data_check' }, NOW)).toEqual({ ok: false, error: { type: 'no_productions' } });
    const produced = transition(blank, { type: 'start_production' }, NOW);
    expect(produced.ok && produced.value.order.status).toBe('in_production');
    expect(produced.ok && produced.value.effects).toEqual([]);
    const shipped = transition(blank, ship, NOW);
    expect(shipped.ok && shipped.value.order.status).toBe('shipped');
  });

  it.each([0, -1, 1.5, Number.NaN])('shipping with carrier %s is refused', (carrier) => {
    expect(transition(anOrder('in_production'), { type: 'ship', carrier, trackingNumber: '1' }, NOW)).toEqual({
      ok: false,
      error: { type: 'invalid_carrier', carrier },
    });
  });

  it('ships without a tracking number (null) and refuses one with other characters', () => {
    const shipped = transition(anOrder('in_production'), { type: 'ship', carrier: 4, trackingNumber: '  ' }, NOW);
    expect(shipped.ok && shipped.value.order).toMatchObject({ carrier: 4, trackingNumber: null });
    expect(transition(anOrder('in_production'), { type: 'ship', carrier: 1, trackingNumber: '12 34' }, NOW)).toEqual({
      ok: false,
      error: { type: 'invalid_tracking_number' },
    });
  });

  it('normalises tracking numbers: trimmed, empty is none, at most 40 letters, digits and hyphens', () => {
    expect(normaliseTrackingNumber(' 1234-5678 ')).toBe('1234-5678');
    expect(normaliseTrackingNumber('')).toBeNull();
    expect(normaliseTrackingNumber(null)).toBeNull();
    expect(normaliseTrackingNumber('1'.repeat(41))).toBeUndefined();
    expect(normaliseTrackingNumber('<script>')).toBeUndefined();
  });

  it('lists the events an order allows', () => {
    expect(allowedEvents(anOrder('received'))).toEqual(['start_data_check', 'cancel']);
    expect(allowedEvents(anOrder('received', { hasProductions: false }))).toEqual(['start_production', 'ship', 'cancel']);
    expect(allowedEvents(anOrder('delivered'))).toEqual([]);
  });
});

describe('transition: invariants over random event sequences', () => {
  const events: OrderEvent[] = [
    { type: 'complete_authentication' },
    { type: 'abandon_authentication' },
    { type: 'confirm_payment' },
    { type: 'start_data_check' },
    { type: 'start_production' },
    ship,
    { type: 'deliver' },
    { type: 'cancel' },
  ];
  const start = fc.constantFrom<OrderStatus>('pending_authentication', 'awaiting_payment', 'received');

  it('never leaves delivered or cancelled, never cancels after shipping, captures and returns stock at most once', () => {
    fc.assert(
      fc.property(start, fc.boolean(), fc.array(fc.constantFrom(...events), { maxLength: 30 }), (from, hasProductions, sequence) => {
        let order = anOrder(from, { hasProductions });
        const effects: string[] = [];
        const seen: OrderStatus[] = [from];
        for (const event of sequence) {
          const result = transition(order, event, NOW);
          if (['delivered', 'cancelled'].includes(order.status)) expect(result.ok).toBe(false);
          if (!result.ok) continue;
          expect(allowedEvents(order)).toContain(event.type);
          order = result.value.order;
          effects.push(...result.value.effects);
          seen.push(order.status);
        }
        expect(ORDER_STATUS_VALUES).toContain(order.status);
        expect(effects.filter((e) => e === 'capture_payment').length).toBeLessThanOrEqual(1);
        expect(effects.filter((e) => e === 'return_stock').length).toBeLessThanOrEqual(1);
        if (seen.includes('shipped')) expect(seen).not.toContain('cancelled');
        if (seen.includes('cancelled')) expect(effects).not.toContain('capture_payment');
        if (hasProductions && seen.includes('shipped')) expect(seen).toContain('data_check');
      }),
    );
  });
});
