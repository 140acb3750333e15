import { describe, expect, it } from 'vitest';
import { lineMockupAlt, lineMockupDraftQuery, MAX_MOCKUP_PRINTS, parseLineMockupDraft, type LineMockupDraft } from './line-mockup.ts';

const UUID = '0b7f3c1e-9a51-4c7e-8d2a-5f6e7a8b9c0d';
const UUID2 = '1c8e4d2f-0b62-4d8f-9e3b-6a7f8b9c0d1e';

/** The query as the server reads it (URLSearchParams decodes it like Hono's `c.req.query()`). */
const asQuery = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the draft mock-up query', () => {
  it('round-trips a draft: a print at its default layout and one with a chosen layout (mm to two decimals)', () => {
    const draft: LineMockupDraft = {
      productCode: '00085-CVT',
      colorId: 11,
      prints: [
        { printSpecId: 21, fileUuid: UUID, layout: null },
        { printSpecId: 22, fileUuid: UUID2, layout: { widthMm: 123.456, anchor: 'center', offsetXMm: -10, offsetYMm: 2.5 } },
      ],
    };
    const query = lineMockupDraftQuery(draft);
    expect(query).toBe(`product=00085-CVT&color=11&prints=${encodeURIComponent(`21~${UUID},22~${UUID2}~123.46~center~-10~2.5`)}`);
    const parsed = parseLineMockupDraft(asQuery(query));
    expect(parsed).toEqual({
      ok: true,
      draft: {
        ...draft,
        prints: [draft.prints[0], { ...draft.prints[1], layout: { widthMm: 123.46, anchor: 'center', offsetXMm: -10, offsetYMm: 2.5 } }],
      },
    });
  });

  it.each([
    ['no product', `color=1&prints=1~${UUID}`, 'product'],
    ['a product code with a slash', `product=a/b&color=1&prints=1~${UUID}`, 'product'],
    ['a colour that is not a number', `product=T-1&color=x&prints=1~${UUID}`, 'color'],
    ['a colour of 0', `product=T-1&color=0&prints=1~${UUID}`, 'color'],
    ['no prints', 'product=T-1&color=1', 'prints'],
    ['a file that is not a uuid', 'product=T-1&color=1&prints=1~not-a-uuid', 'the file is not a uuid'],
    ['a layout cut short', `product=T-1&color=1&prints=1~${UUID}~100~top`, 'width~anchor~x~y'],
    ['an anchor other than top or center', `product=T-1&color=1&prints=1~${UUID}~100~bottom~0~0`, 'anchor'],
    ['a width of 0', `product=T-1&color=1&prints=1~${UUID}~0~top~0~0`, 'width'],
    ['an offset in exponent form', `product=T-1&color=1&prints=1~${UUID}~100~top~1e3~0`, 'offset'],
    ['one spec twice', `product=T-1&color=1&prints=1~${UUID},1~${UUID2}`, 'twice'],
    ['a spec id beyond a database integer', `product=T-1&color=1&prints=3000000000~${UUID}`, 'print spec id'],
  ])('refuses %s with an English reason', (_, query, reason) => {
    const parsed = parseLineMockupDraft(asQuery(query));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.reason).toContain(reason);
  });

  it(`takes at most ${MAX_MOCKUP_PRINTS} prints`, () => {
    const prints = Array.from({ length: MAX_MOCKUP_PRINTS + 1 }, (_, i) => `${i + 1}~${UUID}`).join(',');
    expect(parseLineMockupDraft({ product: 'T-1', color: '1', prints })).toEqual({
      ok: false,
      reason: `prints: at most ${MAX_MOCKUP_PRINTS} prints`,
    });
  });
});

describe('the alternative text', () => {
  it('names the product, the colour and the placements shown, in Japanese', () => {
    expect(lineMockupAlt('5.6オンスTシャツ', 'ホワイト', ['前面'])).toBe('5.6オンスTシャツ（ホワイト）に前面プリントのイメージ');
    expect(lineMockupAlt('パーカー', 'ブラック', ['前面', '左胸', '前面'])).toBe('パーカー（ブラック）に前面・左胸プリントのイメージ');
  });
});
