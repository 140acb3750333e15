import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aPrintProduct } from '../print/testing/print-product.ts';
import { PriceSimulator } from './price-simulator.tsx';
import { DataFeeTable, parseExampleSpec, PlateTable, TierTable, WorkedExample } from './price-tables.tsx';
import { methodPrices } from './price-catalogue.ts';

const product = aPrintProduct();
const tote = aPrintProduct({ code: 'B-001', name: 'トートバッグ', printMethods: product.printMethods.slice(0, 1) });

describe('PriceSimulator', () => {
  it('prices the default choice and follows the quantity, with the garment and the print in the breakdown', () => {
    render(<PriceSimulator products={[{ label: 'Tシャツ', product }]} />);
    const region = screen.getByTestId('price-simulator');
    // Inkjet front A4 at 10 pieces: 10 × (1,200 + 1,320).
    expect(within(region).getByText(/^合計/).textContent).toBe('合計 ￥25,200（税込）');
    expect(region.textContent).toContain('ボディ代（ホワイト・S\u3000￥1,200×10枚）');
    fireEvent.change(within(region).getByRole('spinbutton', { name: /^枚数/ }), { target: { value: '30' } });
    // 30 × (1,200 + 1,100)
    expect(within(region).getByText(/^合計/).textContent).toBe('合計 ￥69,000（税込）');
    expect(region.textContent).toContain('30枚・1枚あたり ￥2,300（税込）');
  });

  it('keeps its controls disabled in the server HTML (a choice before hydration would be lost) and enabled once live', () => {
    const html = renderToString(
      <PriceSimulator
        products={[
          { label: 'Tシャツ', product },
          { label: 'バッグ', product: tote },
        ]}
      />,
    );
    const server = document.createElement('div');
    server.innerHTML = html;
    const controls = [...server.querySelectorAll('input, select')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.every((control) => (control as HTMLInputElement).disabled)).toBe(true);
    render(
      <PriceSimulator
        products={[
          { label: 'Tシャツ', product },
          { label: 'バッグ', product: tote },
        ]}
      />,
    );
    const live = [...screen.getByTestId('price-simulator').querySelectorAll('input, select')];
    expect(live.some((control) => (control as HTMLInputElement).disabled)).toBe(false);
  });

  it('offers inks and plates for silk-screen, says its minimum and refuses fewer pieces in Japanese', () => {
    render(<PriceSimulator products={[{ label: 'Tシャツ', product }]} />);
    const region = screen.getByTestId('price-simulator');
    fireEvent.click(within(region).getByRole('radio', { name: 'シルクスクリーン（最低10枚から）' }));
    expect(region.textContent).toContain('シルクスクリーンは最低10枚から');
    fireEvent.change(within(region).getByRole('combobox', { name: 'インクの色数（1箇所あたり）' }), { target: { value: '2' } });
    // 10 × (1,200 + 2 × 450) + 2 × 5,500 + 1,100
    expect(within(region).getByText(/^合計/).textContent).toBe('合計 ￥33,100（税込）');
    expect(region.textContent).toContain('版代（前面 A4・短期版・2版）');
    fireEvent.click(within(region).getByRole('radio', { name: '繰り返し版（1年間保管）' }));
    expect(within(region).getByText(/^合計/).textContent).toBe('合計 ￥28,700（税込）');
    fireEvent.change(within(region).getByRole('spinbutton', { name: /^枚数/ }), { target: { value: '4' } });
    expect(region.textContent).toContain('シルクスクリーンは10枚からご注文いただけます（あと6枚）。');
    expect(region.querySelector('[data-price-example]')).toBeNull();
  });

  it('switches product types and keeps the method when the new type offers it', () => {
    render(
      <PriceSimulator
        products={[
          { label: 'Tシャツ', product },
          { label: 'トートバッグ', product: tote },
        ]}
        title={null}
      />,
    );
    const region = screen.getByRole('region', { name: '料金シミュレーター' });
    fireEvent.change(within(region).getByRole('combobox', { name: '商品の種類' }), { target: { value: '1' } });
    expect(JSON.parse(region.querySelector('[data-price-example]')?.getAttribute('data-price-example') ?? '{}')).toMatchObject({
      code: 'B-001',
      method: 'inkjet',
    });
  });
});

describe('price tables', () => {
  const [inkjet, silk] = methodPrices([product]);

  it('lists every tier of every print size of a method, as the catalogue states them', () => {
    render(<TierTable method={inkjet!} />);
    const table = screen.getByRole('table', { name: /^インクジェットのプリント代/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['枚数', 'A4', 'A3']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1〜9枚￥1,650￥2,200', '10〜29枚￥1,320￥1,980', '30枚〜￥1,100￥1,980']);
  });

  it('shows plates, data production fees and the colour change charge of silk-screen, and none for inkjet', () => {
    const { container } = render(<PlateTable method={silk!} />);
    const table = screen.getByRole('table', { name: /^シルクスクリーンの版代など/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('A4￥5,500￥3,300￥1,100');
    expect(container.textContent).toContain('色替え代が1回￥2,200');
    render(<PlateTable method={inkjet!} />);
    expect(screen.getByText('インクジェットには版代・データ作成料はかかりません。')).toBeTruthy();
    render(<DataFeeTable methods={[inkjet!, silk!]} />);
    expect(screen.getByText('インクジェットはデータ作成料がかかりません。')).toBeTruthy();
  });

  it('prices a worked example on the product and says whether shipping is free', () => {
    const spec = parseExampleSpec('{"type": "Tシャツ", "method": "inkjet", "quantity": 30, "placements": ["前面 A4"]}');
    expect(spec).toEqual({ type: 'Tシャツ', method: 'inkjet', quantity: 30, placements: ['前面 A4'] });
    const { container } = render(
      <WorkedExample
        spec={spec!}
        products={[{ label: 'Tシャツ', product }]}
        shipping={{ shippingFee: 880, freeShippingMinimum: 20_000 }}
        index={1}
      />,
    );
    expect(container.textContent).toContain('例1：インクジェットでTシャツを30枚、前面 A4にプリント');
    expect(container.textContent).toContain('合計 ￥69,000（税込）');
    expect(container.textContent).toContain('合計が￥20,000以上のため送料無料です。');
    expect(parseExampleSpec('not json')).toBeNull();
    expect(parseExampleSpec('{"method": "inkjet"}')).toBeNull();
  });
});
