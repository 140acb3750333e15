import { answer, type FakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiContext } from '../../api/context.ts';
import { guideApi } from '../../guide/testing/guide-api.ts';
import { guideRoutes } from '../../guide/testing/guide-routes.tsx';
import { FOOTER_LINKS, HELP_MENU, sideMenuGroups, visibleGroups, visibleLinks } from '../../navigation/menus.ts';
import { PAGE_ROUTES } from '../../navigation/route-table.ts';
import { renderRoutes } from '../../testing/render.tsx';
import * as confirmInquiry from './confirm-inquiry.tsx';
import * as designtool from './designtool.tsx';
import * as faq from './faq.tsx';
import * as faqs from './faqs.tsx';
import * as staticPage from './static-page.tsx';
import * as word from './word.tsx';

function renderGuide(url: string, fake: FakeApi = guideApi(), layout = false) {
  return renderRoutes(guideRoutes(fake, { layout }), url, { fake });
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('help pages rendered from their loaders', () => {
  afterEach(() => vi.useRealTimers());

  it('FAQ index: questions grouped by category, each answer opening in place with a link to its page', async () => {
    renderGuide('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeTruthy();
    const order = screen.getByRole('region', { name: 'ご注文について' });
    expect(
      within(order)
        .getAllByText(/できますか？$/)
        .map((node) => node.textContent),
    ).toEqual(['1枚から注文できますか？', '注文をキャンセルできますか？']);
    expect(within(order).getByText('1枚から').tagName).toBe('STRONG');
    expect(hrefs(within(order).getAllByRole('link', { name: 'この質問のページを開く' }))).toEqual([
      '/faqs/minimum-order',
      '/faqs/cancel-order',
    ]);
    expect(hrefs(within(screen.getByRole('navigation', { name: 'カテゴリー' })).getAllByRole('link'))).toEqual([
      '#faq-order',
      '#faq-delivery',
    ]);
  });

  it('FAQ page: breadcrumbs, question, answer and the other questions of the category', async () => {
    renderGuide('/faqs/minimum-order');
    expect(await screen.findByRole('heading', { level: 1, name: '1枚から注文できますか？' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(hrefs(within(crumbs).getAllByRole('link'))).toEqual(['/', '/faqs']);
    expect(within(crumbs).getByText('1枚から注文できますか？').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/ご注文いただけます。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '注文をキャンセルできますか？' }).getAttribute('href')).toBe('/faqs/cancel-order');
  });

  it.each(['/faqs/no-such-question', '/word/no-such-word', '/designtool/nothing', '/guidance/nothing', '/info/nothing'])(
    '%s is the 404 page',
    async (url) => {
      renderGuide(url);
      expect(await screen.findByText('This page could not be found')).toBeTruthy();
    },
  );

  it('glossary index: kana-row jump links to the rows that have entries, entries linking to their pages', async () => {
    renderGuide('/word');
    expect(await screen.findByRole('heading', { level: 1, name: '用語集' })).toBeTruthy();
    const jump = screen.getByRole('navigation', { name: '五十音で探す' });
    expect(hrefs(within(jump).getAllByRole('link'))).toEqual(['#kana-a', '#kana-ka', '#kana-ha']);
    expect(within(jump).getByText('さ行').getAttribute('aria-disabled')).toBe('true');
    const rowA = screen.getByRole('region', { name: 'あ行' });
    expect(hrefs(within(rowA).getAllByRole('link'))).toEqual(['/word/halftone', '/word/inkjet']);
  });

  it('glossary entry: term, reading and explanation, with a way back to its row', async () => {
    renderGuide('/word/pique');
    expect(await screen.findByRole('heading', { level: 1, name: '鹿の子' })).toBeTruthy();
    expect(screen.getByText('読み：かのこ')).toBeTruthy();
    expect(screen.getByText(/凹凸のある編み方/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '用語集の一覧へ' }).getAttribute('href')).toBe('/word#kana-ka');
  });

  it('guidance page: breadcrumbs through the order-flow guide, title and content', async () => {
    renderGuide('/guidance/timelines/submit-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'データ入稿でのご注文の流れ' })).toBeTruthy();
    expect(hrefs(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('link'))).toEqual([
      '/',
      '/guidance/timelines',
    ]);
    expect(screen.getByText('データ入稿でのご注文の流れの本文です。')).toBeTruthy();
  });

  it('delivery guide: the next shipping dates for an order confirmed now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-17T15:00:00+09:00'));
    renderGuide('/guidance/delivery');
    const dates = await screen.findByRole('region', { name: 'いまご注文いただいた場合の発送予定日' });
    expect(within(dates).getByText(/^11月18日\(水\)/).textContent).toBe('11月18日(水)（本日14時を過ぎているため、翌営業日からの起算です）');
    // Each print method of the catalogue at its lead_days: inkjet 3, silk-screen 8 business days.
    expect(within(dates).getByText('インクジェット').nextElementSibling?.textContent).toBe('11月24日(火) 発送予定');
    expect(within(dates).getByText('シルクスクリーン').nextElementSibling?.textContent).toBe('12月1日(火) 発送予定');
  });

  it('delivery guide without a calendar: the content alone', async () => {
    renderGuide('/guidance/delivery', guideApi({ 'GET /api/delivery/business_days': answer(503, { message: 'x' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'お届けについて（送料・納期）' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'いまご注文いただいた場合の発送予定日' })).toBeNull();
  });

  it('catalogue list: the content and a request button that opens the form filled in', async () => {
    renderGuide('/catalog/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'カタログ一覧' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'カタログ・生地見本を請求する' }).getAttribute('href')).toBe('/info/contactus?topic=catalog');
  });

  it('the API in maintenance shows the 503 page', async () => {
    renderGuide('/info/notice', guideApi({ 'GET /api/pages/info/notice': answer(503, { message: 'end planned: 2023-10-07 17:00:00' }) }));
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeTruthy();
  });
});

describe('design references: templates, free fonts, size chart and size guide', () => {
  it('templates: breadcrumbs, title, and a download link to the SVG of every garment and side', async () => {
    renderGuide('/reference/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tシャツテンプレート' })).toBeTruthy();
    expect(hrefs(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('link'))).toEqual(['/']);
    const list = screen.getByRole('region', { name: 'テンプレート一覧' });
    const downloads = within(list).getAllByRole('link', { name: 'テンプレートをダウンロード（SVG）' });
    expect(
      downloads.map((link) => [
        link.getAttribute('href'),
        link.getAttribute('download'),
        link.getAttribute('aria-description') ??
          link.ownerDocument.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
      ]),
    ).toEqual([
      ['/templates/tshirt-front.svg', 'printfactory-tshirt-front.svg', 'Tシャツ（前面）'],
      ['/templates/tshirt-back.svg', 'printfactory-tshirt-back.svg', 'Tシャツ（背面）'],
      ['/templates/hoodie-front.svg', 'printfactory-hoodie-front.svg', 'パーカー（前面）'],
      ['/templates/hoodie-back.svg', 'printfactory-hoodie-back.svg', 'パーカー（背面）'],
      ['/templates/tote-bag.svg', 'printfactory-tote-bag.svg', 'トートバッグ（表面・裏面）'],
      ['/templates/apron.svg', 'printfactory-apron.svg', 'エプロン（前面）'],
      ['/templates/cap.svg', 'printfactory-cap.svg', 'キャップ（フロント）'],
      ['/templates/towel.svg', 'printfactory-towel.svg', 'タオル（片面）'],
    ]);
    const tshirtFront = within(list).getByRole('list', { name: 'Tシャツ（前面）のプリント範囲' });
    expect(
      within(tshirtFront)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '前面 A3（297×420 mm）',
      '前面 A4（210×297 mm）',
      '左胸 10cm×10cm（100×100 mm）',
      '左袖 10cm×10cm（100×100 mm）',
      '右袖 10cm×10cm（100×100 mm）',
    ]);
    expect(screen.getByText('Tシャツテンプレートの本文です。')).toBeTruthy();
  });

  it('free fonts: a static page with its title and content', async () => {
    renderGuide('/reference/fonts');
    expect(await screen.findByRole('heading', { level: 1, name: 'フリーフォント' })).toBeTruthy();
    expect(screen.getByText('フリーフォントの本文です。')).toBeTruthy();
  });

  it('size chart: title, then the measuring diagram naming the four measurements, then the content', async () => {
    renderGuide('/reference/size-chart');
    expect(await screen.findByRole('heading', { level: 1, name: 'サイズ表の見方' })).toBeTruthy();
    const diagram = screen.getByRole('img', { name: /サイズ表の測り方の図/ });
    expect([...diagram.querySelectorAll('text')].map((node) => node.textContent)).toEqual(['肩幅', '身幅', '身丈', '袖丈']);
    expect(screen.getByText('サイズ表の見方の本文です。')).toBeTruthy();
  });

  it('size guide: one captioned table per garment type, sizes as column headers and measurements as row headers', async () => {
    renderGuide('/reference/size-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'サイズガイド' })).toBeTruthy();
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Tシャツ（半袖）のサイズ表（単位：cm）',
      'ロングスリーブTシャツのサイズ表（単位：cm）',
      'パーカー（プルオーバー）のサイズ表（単位：cm）',
      'キッズTシャツのサイズ表（単位：cm）',
    ]);
    const tshirt = screen.getByRole('table', { name: 'Tシャツ（半袖）のサイズ表（単位：cm）' });
    expect(
      within(tshirt)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['サイズ', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    expect(
      within(tshirt)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['身長の目安', '身丈', '身幅', '肩幅', '袖丈']);
    const chest = within(tshirt).getByRole('rowheader', { name: '身幅' }).closest('tr');
    expect([...(chest?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual(['44', '47', '51', '55', '58', '62', '66']);
    const kids = screen.getByRole('table', { name: 'キッズTシャツのサイズ表（単位：cm）' });
    expect(
      within(kids)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['サイズ', '100', '110', '120', '130', '140', '150']);
    expect(screen.getByText(/±2cm程度の誤差があります/)).toBeTruthy();
  });

  it.each([
    ['/reference/templates', 'Tシャツテンプレート'],
    ['/reference/size-chart', 'サイズ表の見方'],
    ['/reference/size-guide', 'サイズガイド'],
  ])('%s shows the 503 page while the API is in maintenance', async (url, _title) => {
    renderGuide(
      url,
      guideApi({
        [`GET /api${url.replace('/reference', '/pages/reference')}`]: answer(503, { message: 'end planned: 2023-10-07 17:00:00' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeTruthy();
  });
});

describe('design-tool manual in the default layout', () => {
  it('pins the side navigation beside a manual page, marking the page, with links to its neighbours', async () => {
    renderGuide('/designtool/move', guideApi(), true);
    expect(await screen.findByRole('heading', { level: 1, name: '移動' })).toBeTruthy();
    const pinned = screen.getByTestId('pinned-nav');
    expect(within(pinned).getByRole('link', { name: '移動' }).getAttribute('aria-current')).toBe('page');
    expect(within(pinned).getAllByRole('link').length).toBeGreaterThan(20);
    const pager = screen.getByRole('navigation', { name: '前後のページ' });
    expect(hrefs(within(pager).getAllByRole('link'))).toEqual(['/designtool/editdisplay', '/designtool/scale']);
    expect(hrefs(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('link'))).toEqual(['/', '/designtool']);
  });

  it('has no index page: /designtool is the design tool, which the last page leads to', async () => {
    renderGuide('/designtool/penciltool', guideApi(), true);
    expect(await screen.findByRole('heading', { level: 1, name: '鉛筆ツール' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '前後のページ' });
    expect(hrefs(within(pager).getAllByRole('link'))).toEqual(['/designtool/arrowtool', '/designtool']);
    expect(within(pager).getByRole('link', { name: /デザインツールを使う/ })).toBeTruthy();
    expect(PAGE_ROUTES.map((page): string => page.path)).not.toContain('/designtool');
  });

  it('keeps the drawer temporary on other help pages', async () => {
    renderGuide('/guidance/price', guideApi(), true);
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント料金のしくみ' })).toBeTruthy();
    expect(screen.queryByTestId('pinned-nav')).toBeNull();
  });
});

describe('menus link to the help pages', () => {
  it('shows every help-menu link and the legal footer links', () => {
    expect(visibleLinks(HELP_MENU)).toHaveLength(HELP_MENU.length);
    expect(visibleLinks(FOOTER_LINKS).map((link) => link.to)).toEqual(
      expect.arrayContaining(['/info/notice', '/info/terms', '/info/privacy']),
    );
  });

  it('shows the whole design-tool manual and the usage guide in the side menu', () => {
    const groups = visibleGroups(sideMenuGroups({ rootCategories: [], features: [], brandsOnSale: [] }));
    expect(groups.find((group) => group.id === 'designtool-manual')?.links).toHaveLength(20);
    expect(groups.find((group) => group.id === 'guide')?.links.map((link) => link.to)).toEqual([
      '/guidance/timelines',
      '/guidance/price',
      '/guidance/payment',
      '/guidance/delivery',
      '/guidance/point',
      '/byob',
      '/faqs',
    ]);
  });
});

describe('per-page SEO of the help pages', () => {
  const matches = [{ id: 'root', loaderData: { publicUrl: 'https://print.example.jp', gtmId: null } }];
  const context = (fake: FakeApi) => {
    const provider = new RouterContextProvider();
    provider.set(apiContext, fake.api);
    return provider;
  };
  const jsonLdOf = (meta: readonly object[]) => meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
  const metaOf = (module: { meta: unknown }, loaderData: unknown) =>
    (module.meta as (args: unknown) => object[])({
      loaderData,
      matches,
      error: undefined,
      params: {},
      location: { pathname: '/x', search: '' },
    });

  it('FAQ index: title, canonical URL, breadcrumbs and an FAQPage with every answer as text', async () => {
    const data = await faqs.loader({ context: context(guideApi()) } as never);
    const meta = metaOf(faqs, data);
    expect(meta).toContainEqual({ title: 'よくあるご質問 | プリントファクトリー' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/faqs' });
    const [breadcrumbs, faqPage] = jsonLdOf(meta);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'ホーム', item: 'https://print.example.jp/' },
        { position: 2, name: 'よくあるご質問' },
      ],
    });
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' });
    expect((faqPage as { mainEntity: unknown[] }).mainEntity[0]).toEqual({
      '@type': 'Question',
      name: '1枚から注文できますか？',
      url: 'https://print.example.jp/faqs/minimum-order',
      acceptedAnswer: { '@type': 'Answer', text: 'はい、 1枚から ご注文いただけます。' },
    });
    expect((faqPage as { mainEntity: unknown[] }).mainEntity).toHaveLength(3);
  });

  it('FAQ page: the question as title, the answer as description', async () => {
    const data = await faq.loader({ context: context(guideApi()), params: { slug: 'shipping-fee' } } as never);
    const meta = metaOf(faq, data);
    expect(meta).toContainEqual({ title: '送料はいくらですか？｜よくあるご質問 | プリントファクトリー' });
    expect(meta).toContainEqual({ name: 'description', content: '全国一律880円、20,000円以上で無料です。' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/faqs/shipping-fee' });
  });

  it('glossary entry: title with the reading and a DefinedTerm in the glossary', async () => {
    const data = await word.loader({ context: context(guideApi()), params: { slug: 'pique' } } as never);
    const meta = metaOf(word, data);
    expect(meta).toContainEqual({ title: '鹿の子（かのこ）とは｜用語集 | プリントファクトリー' });
    expect(jsonLdOf(meta)[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      name: '鹿の子',
      alternateName: 'かのこ',
      description: 'ポロシャツに使われる、表面に凹凸のある編み方の生地です。',
      url: 'https://print.example.jp/word/pique',
      inDefinedTermSet: { '@type': 'DefinedTermSet', name: '用語集', url: 'https://print.example.jp/word' },
    });
  });

  it.each([
    [staticPage, '/info/notice', '特定商取引法に基づく表記', 'https://print.example.jp/info/notice', 2],
    [designtool, '/designtool/move', '移動', 'https://print.example.jp/designtool/move', 3],
  ])('static page %#: the API title and description, canonical URL and breadcrumbs', async (module, path, title, canonical, crumbs) => {
    const data = await module.loader({
      context: context(guideApi()),
      request: new Request(`https://print.example.jp${path}?utm_source=x`),
    } as never);
    const meta = metaOf(module, data);
    expect(meta).toContainEqual({ title: `${title} | プリントファクトリー` });
    expect(meta).toContainEqual({ name: 'description', content: `${title}の説明です。` });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: canonical });
    expect((jsonLdOf(meta)[0] as { itemListElement: unknown[] }).itemListElement).toHaveLength(crumbs);
  });

  it('the confirmation page stays out of search engines', () => {
    const meta = metaOf(confirmInquiry, null);
    expect(meta).toContainEqual({ title: 'お問い合わせ内容の確認 | プリントファクトリー' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
