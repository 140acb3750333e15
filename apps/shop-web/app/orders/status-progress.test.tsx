import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { OrderResponseSchema } from '@shop/api-contract';
import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { progressOf, StatusProgress } from './status-progress.tsx';

const order = v.parse(OrderResponseSchema, WIRE_EXAMPLES.orderShow.response).data;
const blank = { ...order, lines: order.lines.filter((line) => line.kind === 'item') };
const bank = { ...order, payment: { ...order.payment, method: 'bank_transfer' as const } };

describe('the progress of an order', () => {
  it.each([
    ['a card order with a print production', order, ['received', 'data_check', 'in_production', 'shipped', 'delivered']],
    [
      'a bank transfer, which waits for the payment first',
      bank,
      ['awaiting_payment', 'received', 'data_check', 'in_production', 'shipped', 'delivered'],
    ],
    ['an order of blank garments only', blank, ['received', 'shipped', 'delivered']],
  ])('follows the statuses of %s', (_case, subject, steps) => {
    expect(progressOf(subject)?.steps).toEqual(steps);
  });

  it('has no progress once cancelled or while 3-D Secure is under way', () => {
    expect(progressOf({ ...order, status: 'cancelled' })).toBeNull();
    expect(progressOf({ ...order, status: 'pending_authentication' })).toBeNull();
  });

  it('marks the current status as the current step and those before it as done', () => {
    render(<StatusProgress order={{ ...order, status: 'in_production' }} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['受付（済）', 'データ確認中（済）', '製作中', '発送済み', '配達完了']);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
  });
});
