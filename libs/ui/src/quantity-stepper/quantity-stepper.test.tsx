import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, parseQuantity } from './quantity-stepper.tsx';

const LINE = 'Tシャツ（ホワイト / M）';

/** A stepper at `value` of 10 in stock; returns the number field and the change spy. */
function renderStepper(value = 2, { disabled = false } = {}) {
  const onChange = vi.fn<(quantity: number) => void>();
  const props = {
    label: '数量',
    inputLabel: `${LINE}の数量`,
    decrementLabel: `${LINE}の数量を1減らす`,
    incrementLabel: `${LINE}の数量を1増やす`,
    max: 10,
    disabled,
    onChange,
  };
  const view = render(<QuantityStepper {...props} value={value} />);
  return {
    field: screen.getByRole('spinbutton', { name: `${LINE}の数量` }) as HTMLInputElement,
    minus: screen.getByRole('button', { name: `${LINE}の数量を1減らす` }) as HTMLButtonElement,
    plus: screen.getByRole('button', { name: `${LINE}の数量を1増やす` }) as HTMLButtonElement,
    onChange,
    rerender: (next: number) => view.rerender(<QuantityStepper {...props} value={next} />),
  };
}

describe('quantity stepper', () => {
  it('names the number field and the buttons after the line, and shows the visible label', () => {
    const { field } = renderStepper();
    expect(field.value).toBe('2');
    expect(field.min).toBe('1');
    expect(field.max).toBe('10');
    expect(screen.getByText('数量').tagName).toBe('LABEL');
  });

  it('steps by one with the buttons', () => {
    const { minus, plus, onChange } = renderStepper(2);
    fireEvent.click(plus);
    fireEvent.click(minus);
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it.each([
    [1, 'minus'],
    [10, 'plus'],
  ] as const)('disables the button that would leave 1…max at %i', (value, button) => {
    const controls = renderStepper(value);
    expect(controls[button].disabled).toBe(true);
    expect(controls[button === 'minus' ? 'plus' : 'minus'].disabled).toBe(false);
  });

  it('disables everything while disabled', () => {
    const { field, minus, plus } = renderStepper(5, { disabled: true });
    expect([field.disabled, minus.disabled, plus.disabled]).toEqual([true, true, true]);
  });

  it('shows a new value from the caller in place of the typed text', () => {
    const { field, rerender } = renderStepper(2);
    fireEvent.change(field, { target: { value: '7' } });
    expect(field.value).toBe('7');
    rerender(4);
    expect(field.value).toBe('4');
  });

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

  it('commits on blur', () => {
    const { field, onChange } = renderStepper();
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
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

  it('goes down to 0 with min={0} (a size emptied)', () => {
    const onChange = vi.fn<(quantity: number) => void>();
    render(
      <QuantityStepper
        label="S"
        inputLabel="Sの数量"
        decrementLabel="Sを1減らす"
        incrementLabel="Sを1増やす"
        value={1}
        max={10}
        min={0}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sを1減らす' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0);
    const field = screen.getByRole('spinbutton', { name: 'Sの数量' });
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledTimes(2);
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

describe('quantity stepper with onZero', () => {
  it('calls onZero instead of reverting when 0 is committed, and leaves other quantities to onChange', async () => {
    const onChange = vi.fn<(quantity: number) => void>();
    const onZero = vi.fn<() => void>();
    render(
      <QuantityStepper
        label="数量"
        inputLabel="数"
        decrementLabel="減"
        incrementLabel="増"
        value={2}
        max={10}
        onChange={onChange}
        onZero={onZero}
      />,
    );
    const field = screen.getByRole('spinbutton', { name: '数' }) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('0');
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
