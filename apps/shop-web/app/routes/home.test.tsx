import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HomeData } from '../loaders/load-home.ts';
import Home from './home.tsx';

const data: HomeData = {
  products: [],
  example: {
    productCode: 'LWT-01',
    productName: '4.1オンス ライトウェイトTシャツ',
    colorId: 12,
    colorName: 'ホワイト',
    methodSlug: 'inkjet',
    methodName: 'インクジェット',
    placement: '左胸 10cm×10cm',
    quantity: 10,
    garment: 550 as never,
    total: 13_200 as never,
    perPiece: 1320 as never,
  },
  examples: [
    {
      id: 3,
      title: 'ダンススクールの発表会キャップ',
      excerpt: '年に一度の発表会で',
      thumbnail: null,
      publishedAt: '2025-06-18T00:00:00.000Z' as never,
    },
  ],
  reviews: [
    {
      id: 9,
      rating: 4,
      title: '色がかわいい',
      excerpt: 'モニターで見た色とほぼ同じ',
      nickname: 'のりこ',
      productCode: 'CVT-01',
      productName: '5.6オンス ヘビーウェイトTシャツ',
    },
  ],
  ship: { leadDays: 3, cutoffHour: 14, date: '11月30日(月)', reason: 'today' },
};

function renderHome(loaderData: HomeData) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Home {...({ loaderData } as Parameters<typeof Home>[0])} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('home page', () => {
  it('states the worked example with what it assumes and links to that product on that colour', () => {
    renderHome(data);
    const example = screen.getByTestId('home-example');
    expect(example.textContent).toContain('オリジナルTシャツ 10枚なら');
    expect(screen.getByTestId('home-example-price').textContent).toBe('￥1,320');
    expect(screen.getByTestId('home-example-assumes').textContent).toContain(
      '（ホワイト）にインクジェットで左胸 10cm×10cm以内を1か所プリントした場合',
    );
    expect(within(example).getByRole('link').getAttribute('href')).toBe('/product/LWT-01?color=12');
  });

  it.each([
    ['today', '本日14:00までのご注文確定で、11月30日(月)に発送予定です。'],
    ['after_cutoff', '本日の受付（14:00）は締め切りました。いまのご注文確定で、11月30日(月)に発送予定です。'],
    ['closed', '本日は休業日です。いまのご注文確定で、11月30日(月)に発送予定です。'],
  ] as const)('promises the ship date (%s)', (reason, text) => {
    renderHome({ ...data, ship: { ...data.ship, reason } });
    expect(screen.getByRole('heading', { name: '最短3営業日で発送' })).toBeTruthy();
    expect(screen.getByTestId('home-ship-date').textContent).toBe(text);
  });

  it('leaves out what it could not load: no example, no date, no case studies or reviews', () => {
    renderHome({ ...data, example: null, examples: [], reviews: [], ship: { ...data.ship, date: null, reason: null } });
    expect(screen.queryByTestId('home-example')).toBeNull();
    expect(screen.queryByTestId('home-ship-date')).toBeNull();
    expect(screen.queryByRole('heading', { name: '制作事例' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'お客様の声' })).toBeNull();
    expect(screen.getByText('ただいま表示できる商品がありません。')).toBeTruthy();
  });

  it('shows reviews with their stars, nickname and product', () => {
    renderHome(data);
    const review = screen.getByRole('heading', { name: 'お客様の声' }).parentElement as HTMLElement;
    expect(within(review).getByRole('img', { name: '5点中4点' })).toBeTruthy();
    expect(within(review).getByRole('link', { name: '5.6オンス ヘビーウェイトTシャツ' }).getAttribute('href')).toBe(
      '/product/CVT-01/customer-reviews',
    );
    expect(review.textContent).toContain('のりこ さん');
  });
});
