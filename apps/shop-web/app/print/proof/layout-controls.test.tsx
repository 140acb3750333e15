import type { ArtworkLayout } from '@shop/artwork-domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LayoutControls } from './layout-controls.tsx';

const SPEC = { name: '前面 A4', widthMm: 210, heightMm: 297 };
// 2000 × 1000 px: as wide as the area (210 mm) fits.
const ARTWORK = { width: 2000, height: 1000 };

function Harness({ initial, onChange }: { initial: ArtworkLayout; onChange: (layout: ArtworkLayout) => void }) {
  const [layout, setLayout] = useState(initial);
  return (
    <LayoutControls
      spec={SPEC}
      artwork={ARTWORK}
      layout={layout}
      onChange={(next) => {
        setLayout(next);
        onChange(next);
      }}
    />
  );
}

const start: ArtworkLayout = { widthMm: 210, anchor: 'top', offsetXMm: 0, offsetYMm: 0 };

describe('LayoutControls', () => {
  it('sets the print width in mm, keeping the aspect in what it says prints', () => {
    const onChange = vi.fn();
    render(<Harness initial={start} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '前面 A4の大きさと位置（印刷範囲 210×297mm）' })).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: '印刷幅' }), { target: { value: '150' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, widthMm: 150 });
    expect(screen.getByText(/^仕上がり：/).textContent).toBe('仕上がり：幅150×高さ75mm（範囲の左端から30mm、上端から0mm）');
  });

  it('keeps the width within the area (the widest that fits) and above 10 mm, also from the slider', () => {
    const onChange = vi.fn();
    render(<Harness initial={start} onChange={onChange} />);
    const width = screen.getByRole('spinbutton', { name: '印刷幅' });
    fireEvent.change(width, { target: { value: '400' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, widthMm: 210 });
    fireEvent.change(width, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, widthMm: 10 });
    fireEvent.change(screen.getByRole('slider', { name: '前面 A4の印刷幅（mm）' }), { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, widthMm: 120 });
  });

  it('an empty or half-typed width changes nothing until it is a number', () => {
    const onChange = vi.fn();
    render(<Harness initial={start} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: '印刷幅' }), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses 中央 or 上 and moves by offsets in mm; a place outside the area says it is moved back', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ ...start, widthMm: 100 }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '中央' }));
    expect(onChange).toHaveBeenLastCalledWith({ widthMm: 100, anchor: 'center', offsetXMm: 0, offsetYMm: 0 });
    // 100 × 50 mm centred in 210 × 297: left 55 mm, top 123.5 mm.
    expect(screen.getByText(/^仕上がり：/).textContent).toBe('仕上がり：幅100×高さ50mm（範囲の左端から55mm、上端から123.5mm）');
    fireEvent.change(screen.getByRole('spinbutton', { name: '左右にずらす（右が＋）' }), { target: { value: '80' } });
    expect(onChange).toHaveBeenLastCalledWith({ widthMm: 100, anchor: 'center', offsetXMm: 80, offsetYMm: 0 });
    expect(screen.getByText('ご指定の位置では印刷範囲からはみ出すため、範囲の内側に移して印刷します。')).toBeTruthy();
    expect(screen.getByText(/^仕上がり：/).textContent).toContain('左端から110mm');
    fireEvent.change(screen.getByRole('spinbutton', { name: '上下にずらす（下が＋）' }), { target: { value: '-999' } });
    expect(onChange).toHaveBeenLastCalledWith({ widthMm: 100, anchor: 'center', offsetXMm: 80, offsetYMm: -297 });
  });
});
