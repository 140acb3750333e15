import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../editor/types.ts';
import { createArrow, createEllipse, createGroup, createLine, createPencil, createRect, createText } from '../model/create.ts';
import type { ImageShape, Page, Shape } from '../model/types.ts';
import { colourDistance, inkColours, nearestInk } from './ink-colours.ts';
import { MIN_IMAGE_DPI, imageDpi, minimumFontSize, printIssues } from './print-checks.ts';

const page = (shapes: Shape[]): Page => ({ id: 'p', printSpecId: 1, name: '前面', position: 'front', width: 200, height: 300, shapes });
const image = (over: Partial<ImageShape> = {}): ImageShape => ({
  type: 'image',
  id: 'img',
  x: 10,
  y: 10,
  w: 254,
  h: 127,
  rotation: 0,
  flipX: false,
  flipY: false,
  opacity: 1,
  fileUuid: 'f',
  src: '/f',
  mimeType: 'image/png',
  name: 'a.png',
  pixelWidth: 1000,
  pixelHeight: 500,
  vector: false,
  photographic: false,
  ...over,
});
const group = (children: Shape[], opacity = 1): Shape => createGroup('g', children, opacity);

describe('imageDpi', () => {
  it('is pixels over printed inches (the lower axis), Infinity for vector pictures', () => {
    expect(imageDpi(image())).toBe(100);
    expect(imageDpi(image({ w: 25.4, h: 12.7 }))).toBe(1000);
    expect(imageDpi(image({ h: 254 }))).toBe(50);
    expect(imageDpi(image({ vector: true }))).toBe(Infinity);
    expect(imageDpi(image({ w: 0, h: 0 }))).toBe(Infinity);
    expect(MIN_IMAGE_DPI).toBe(150);
  });
});

describe('printIssues', () => {
  it('flags shapes partly (clipped) or wholly (left out) outside the print area', () => {
    const issues = printIssues(
      page([
        createRect('in', { x: 10, y: 10, w: 10, h: 10 }, DEFAULT_STYLE),
        createRect('part', { x: 195, y: 10, w: 10, h: 10 }, DEFAULT_STYLE),
        group([createRect('out', { x: 300, y: 10, w: 10, h: 10 }, DEFAULT_STYLE)]),
      ]),
      'inkjet',
    );
    // The group is what the shopper selects: its issue names it, once.
    expect(issues.map((i) => [i.shapeId, i.kind, i.severity])).toEqual([
      ['part', 'clipped', 'warning'],
      [issues[1]!.shapeId, 'outside', 'warning'],
    ]);
    expect(issues[1]!.shapeId).not.toBe('out');
    expect(issues[0]!.message).toBe('四角形 2がプリント範囲からはみ出しています（はみ出した部分は印刷されません）。');
    expect(issues[1]!.message).toBe('グループがプリント範囲の外にあります（印刷されません）。');
  });

  it('names each shape once per problem: seven texts outside give seven sentences, each naming its text', () => {
    const texts = ['チーム名', '背番号', 'スローガン', '年号', '学校名', '部活名', 'ロゴ文字'].map((text, i) => ({
      ...createText(`t${i}`, { x: 300 + i, y: 10 }, text, { ...DEFAULT_STYLE, fontSize: 10 }),
      w: 40,
      h: 10,
    }));
    const issues = printIssues(page(texts), 'inkjet');
    expect(issues.map((i) => i.message)).toEqual(
      ['チーム名', '背番号', 'スローガン', '年号', '学校名', '部活名', 'ロゴ文字'].map(
        (text) => `テキスト「${text}」がプリント範囲の外にあります（印刷されません）。`,
      ),
    );
    expect(issues.map((i) => i.shapeId)).toEqual(texts.map((t) => t.id));
    expect(new Set(issues.map((i) => i.message)).size).toBe(7);
  });

  it('flags images under 150 dpi but not vector pictures', () => {
    const issues = printIssues(
      page([image({ w: 180, h: 90 }), image({ id: 'ok', w: 100, h: 50 }), image({ id: 'svg', w: 180, h: 90, vector: true })]),
      'inkjet',
    );
    expect(issues.map((i) => [i.shapeId, i.kind])).toEqual([['img', 'low-resolution']]);
    expect(issues[0]!.message).toContain('141dpi');
  });

  it('flags strokes under 0.3 mm and text too small for its font', () => {
    const thin = { ...DEFAULT_STYLE, strokeWidth: 0.2 };
    const issues = printIssues(
      page([
        createRect('r', { x: 10, y: 10, w: 10, h: 10 }, thin),
        { ...createRect('nostroke', { x: 10, y: 10, w: 10, h: 10 }, thin), stroke: null },
        createEllipse('e', { x: 10, y: 10, w: 10, h: 10 }, DEFAULT_STYLE),
        createLine('l', { x: 10, y: 10 }, { x: 20, y: 20 }, thin),
        createArrow('a', { x: 10, y: 10 }, { x: 20, y: 20 }, thin),
        {
          ...createPencil(
            'p',
            [
              { x: 10, y: 10, pressure: 0.5 },
              { x: 20, y: 20, pressure: 0.5 },
            ],
            thin,
          ),
          strokeWidth: 0.2,
        },
        { ...createText('small', { x: 10, y: 50 }, '小さい', { ...DEFAULT_STYLE, fontSize: 3.5 }), w: 20, h: 4 },
        { ...createText('mincho', { x: 10, y: 60 }, '明朝', { ...DEFAULT_STYLE, fontSize: 6, fontId: 'mincho' }), w: 20, h: 6 },
        {
          ...createText('ok', { x: 10, y: 70 }, '普通', { ...DEFAULT_STYLE, fontSize: 6 }),
          w: 20,
          h: 6,
          stroke: '#000000',
          strokeWidth: 0.1,
        },
        { ...createText('blank', { x: 10, y: 80 }, ' ', { ...DEFAULT_STYLE, fontSize: 1 }), w: 1, h: 1 },
      ]),
      'white-inkjet',
    );
    expect(issues.map((i) => [i.shapeId, i.kind])).toEqual([
      ['r', 'thin-stroke'],
      ['l', 'thin-stroke'],
      ['a', 'thin-stroke'],
      ['p', 'thin-stroke'],
      ['small', 'small-text'],
      ['mincho', 'small-text'],
      ['ok', 'thin-stroke'],
    ]);
    expect(issues[0]!.message).toBe('四角形 1の線が細すぎて印刷でかすれる恐れがあります（0.2mm、0.3mm以上にしてください）。');
    expect(issues[4]!.message).toContain('テキスト「小さい」の文字が小さすぎて');
    expect(issues[5]!.message).toContain('7.5mm以上');
    expect(minimumFontSize('gothic')).toBe(4);
  });

  it('adds the silk-screen reasons for that method only', () => {
    const shapes = [
      image({ w: 20, h: 10, photographic: true }),
      { ...createRect('half', { x: 10, y: 10, w: 10, h: 10 }, DEFAULT_STYLE), opacity: 0.5 },
    ];
    expect(printIssues(page(shapes), 'inkjet')).toEqual([]);
    expect(printIssues(page(shapes), 'silkscreen').map((i) => [i.shapeId, i.kind, i.severity])).toEqual([
      ['img', 'photo-in-silkscreen', 'error'],
      ['half', 'transparency-in-silkscreen', 'error'],
    ]);
  });
});

describe('inkColours', () => {
  const style = { ...DEFAULT_STYLE, fill: '#ff0000', stroke: '#000000' };
  it('counts distinct flat colours of fills, strokes and texts as plates', () => {
    const count = inkColours(
      page([
        createRect('r', { x: 10, y: 10, w: 10, h: 10 }, style),
        createEllipse('e', { x: 10, y: 10, w: 10, h: 10 }, { ...style, stroke: null }),
        createLine('l', { x: 10, y: 10 }, { x: 20, y: 20 }, { ...style, stroke: '#0000ff' }),
        { ...createLine('l0', { x: 10, y: 10 }, { x: 20, y: 20 }, style), strokeWidth: 0 },
        createPencil('p', [{ x: 10, y: 10, pressure: 0.5 }], { ...style, stroke: '#00ff00' }),
        { ...createText('t', { x: 10, y: 10 }, '文字', { ...style, fill: '#FFFFFF' }), w: 10, h: 10, stroke: '#000000', strokeWidth: 1 },
        { ...createText('empty', { x: 10, y: 10 }, '', { ...style, fill: '#123456' }), w: 1, h: 1 },
        createRect('outside', { x: 500, y: 10, w: 10, h: 10 }, { ...style, fill: '#abcdef' }),
        image({ w: 20, h: 10, vector: true }),
      ]),
    );
    expect(count.colours.map((c) => c.hex)).toEqual(['#ff0000', '#000000', '#0000ff', '#00ff00', '#ffffff']);
    expect(count.colours[1]!.shapeIds).toEqual(['r', 't']);
    expect(count.plates).toBe(5);
    expect(count.reasons.map((r) => r.kind)).toEqual(['image-in-silkscreen']);
    expect(count.printable).toBe(true);
  });

  it('maps colours to the nearest named ink, merging colours that become one ink', () => {
    const palette = [
      { name: 'スミ', hex: '#1a1a1a' },
      { name: 'レッド', hex: '#d7000f' },
      { name: 'ホワイト', hex: '#ffffff' },
    ];
    const count = inkColours(
      page([
        createRect('a', { x: 10, y: 10, w: 10, h: 10 }, { ...style, stroke: null }),
        createRect('b', { x: 10, y: 10, w: 10, h: 10 }, { ...style, fill: '#ee1111', stroke: '#000000' }),
      ]),
      palette,
    );
    expect(count.colours.map((c) => c.ink?.name)).toEqual(['レッド', 'スミ']);
    expect(count.colours[0]!.shapeIds).toEqual(['a', 'b']);
    expect(count.plates).toBe(2);
    expect(nearestInk('#000000', [])).toBeNull();
    expect(colourDistance('#000000', '#000000')).toBe(0);
  });

  it('says why a photo or transparency cannot be screen printed (also inside a translucent group)', () => {
    const count = inkColours(
      page([image({ w: 20, h: 10, photographic: true }), group([createRect('r', { x: 10, y: 10, w: 10, h: 10 }, style)], 0.8)]),
    );
    expect(count.reasons.map((r) => [r.shapeId, r.kind])).toEqual([
      ['img', 'photo-in-silkscreen'],
      ['r', 'transparency-in-silkscreen'],
    ]);
    expect(count.printable).toBe(false);
    expect(count.reasons[0]!.message).toContain('シルクスクリーンで印刷できません');
  });
});
