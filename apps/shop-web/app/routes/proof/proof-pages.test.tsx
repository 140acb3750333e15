import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi } from '@shop/web-state/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROOF_PAGES } from '../../navigation/pages/proof-pages.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { contextWith, inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import { ACCOUNT_SERVICES } from '../account/myaccount.tsx';
import * as proofLinksPage from '../account/proof-links.tsx';
import * as proofPage from './proof-token.tsx';

const ex = WIRE_EXAMPLES;
const TOKEN = ex.proofLinkView.params.token;
const MODULES = { 'myaccount-proof_links': proofLinksPage, 'proof-token': proofPage } as const;
const routes = () => inPageBoundary(PROOF_PAGES.map((page) => pageRoute(page, MODULES[page.id])));

describe('shared proof pages in the route table', () => {
  it('exist under their names; the account services link the list', () => {
    expect(PROOF_PAGES.map((page) => [page.id, page.path])).toEqual([
      ['myaccount-proof_links', '/myaccount/proof_links'],
      ['proof-token', '/proof/:token'],
    ]);
    expect(ACCOUNT_SERVICES.filter((link) => isImplemented(link.route)).map((link) => link.to)).toContain('/myaccount/proof_links');
  });

  it('are never kept by a shared cache', () => {
    expect(new Headers(proofPage.headers()).get('Cache-Control')).toBe('private, no-store');
    expect(new Headers(proofLinksPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });
});

describe('/proof/:token', () => {
  it('shows the mock-up per colour with the artwork through the link, sizes and pieces, inks and print size, and no price', async () => {
    const fake = createFakeApi({ [`GET /api/proof/${TOKEN}`]: ex.proofLinkView.response });
    const { container } = renderRoutes(routes(), `/proof/${TOKEN}`, { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '校正の共有：ヘビーウェイトTシャツ' })).toBeTruthy();
    expect(screen.getByText(/プリントファクトリーでご注文を検討中/)).toBeTruthy();
    const art = container.querySelector('[data-part="artwork"]');
    expect(art?.getAttribute('href')).toBe(`/api/proof/${TOKEN}/artwork/0`);
    expect(screen.getByRole('img', { name: 'ホワイトの前面プレビュー' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'ホワイトのサイズと枚数' }).textContent).toContain('18枚');
    expect(container.textContent).toContain('インク: 2色');
    expect(container.textContent).toContain('印刷サイズ: 幅250×高さ125mm');
    expect(container.textContent).toContain('2027年2月27日まで有効');
    expect(container.textContent).not.toMatch(/[¥￥]/);
    expect(screen.getByRole('link', { name: 'プリントファクトリーのサイトを見る' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [410, 'この校正の共有リンクは、共有した方によって停止されました。'],
    [404, 'この校正の共有リンクは見つかりません。'],
  ])('a link the server answers %i for shows its sentence and nothing of the proof, with that status', async (status, message) => {
    const fake = createFakeApi({ [`GET /api/proof/${TOKEN}`]: () => answer(status, { message }) });
    const result = await proofPage.loader({
      context: contextWith(fake),
      params: { token: TOKEN },
      request: new Request('http://shop.test/'),
    } as never);
    expect((result as { init?: { status?: number } }).init?.status).toBe(status);
    renderRoutes(routes(), `/proof/${TOKEN}`, { fake });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('img', { name: /プレビュー$/ })).toBeNull();
  });

  it('a token that is not even well formed is a 404 without asking the server', async () => {
    const fake = createFakeApi({});
    const result = await proofPage.loader({
      context: contextWith(fake),
      params: { token: 'short' },
      request: new Request('http://shop.test/'),
    } as never);
    expect((result as { init?: { status?: number } }).init?.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});
