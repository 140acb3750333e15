import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, parseQuantity } from './quantity-stepper.tsx';

const LABEL = 'Tシャツ（ホワイト / M）';

/** A stepper at 2 of 10 in stock; returns the number field and the change spy. */
function renderStepper(value = 2) {
  const onChange = vi.fn<(quantity: number) => void>();
  render(<QuantityStepper lineLabel={LABEL} value={value} max={10} onChange={onChange} />);
  return { field: screen.getByRole('spinbutton', { name: `${LABEL}の数量` }) as HTMLInputElement, onChange };
}

describe('quantity stepper', () => {
  it.each([
    ['isComposing is set (the Enter that confirms a conversion)', { isComposing: true }],
    ['keyCode is 229 (Safari’s confirming Enter after compositionend)', { keyCode: 229 }],
  ])('does not commit the typed quantity on Enter while %s', (_case, init) => {
    const { field, onChange } = renderStepper();
    fireEvent.change(field, { target: { value: '5' } });
    const proceed = fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13, ...init });
    // The composition's Enter is left to the IME: not cancelled, not acted on.
    expect(proceed).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('5');
  });

  it('commits the typed quantity on a plain Enter (and cancels the key so no form is submitted)', () => {
    const { field, onChange } = renderStepper();
    fireEvent.change(field, { target: { value: '5' } });
    expect(fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 })).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('commits once the conversion is confirmed and Enter is pressed again', async () => {
    const { field, onChange } = renderStepper();
    field.focus();
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('caps a typed quantity at the stock and restores the value for text that is not a quantity', () => {
    const { field, onChange } = renderStepper();
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(10);
    expect(field.value).toBe('10');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('2');
  });

  it.each([
    ['5', 5],
    ['５', 5],
    [' 12 ', 12],
    ['', null],
    ['1.5', null],
    ['-1', null],
    ['三', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});
