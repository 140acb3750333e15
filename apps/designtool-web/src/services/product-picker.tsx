/**
 * `/designtool` without a product: the shopper first picks the garment (a print-capable product
 * with an inkjet method), the print method, the body colour and the placements; that starts a
 * stored print order and opens its design route. The free design tool is for ordering, so the
 * picker is its first screen.
 */
import type { Product, ProductListItem } from '@shop/api-contract';
import { printableColors } from '@shop/cart-domain';
import { Button } from '@shop/ui';
import { appendPrintOrderAtom, browserApi } from '@shop/web-state';
import { getDefaultStore } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CopyrightFooter } from '../layout/footer.tsx';
import * as css from './product-picker.css.ts';
import { designHref } from './route.ts';
import { DESIGNABLE_METHOD_SLUGS, designableMethods, firstStartableMethod, NOTHING_PRINTS, startOrder } from './start-order.ts';

const yen = new Intl.NumberFormat('ja-JP');

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: ProductListItem[] };

export interface ProductPickerProps {
  /** Opens the phone route after picking (the picker itself is the same). */
  mobile: boolean;
  /** Where to go (location.assign by default; tests pass a spy). */
  navigate?: (href: string) => void;
  /** The design tool layout's copyright footer (spec §2 layout 3): on every route but the `-mobile` one. */
  footer?: boolean;
}

export function ProductPicker({ mobile, navigate = (href) => window.location.assign(href), footer = true }: ProductPickerProps) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [product, setProduct] = useState<Product | null>(null);
  const [loadingCode, setLoadingCode] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [colorId, setColorId] = useState<number | null>(null);
  const [specIds, setSpecIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);

  // The settings of the chosen product come below the list: bring them into view (a phone shows
  // two products per row, so the form is far down).
  useEffect(() => {
    if (product) form.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [product]);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const api = await browserApi();
        // Every product of the catalogue, a page of 100 at a time (at most 10 pages).
        const all: ProductListItem[] = [];
        for (let page = 1; page <= 10; page++) {
          const answer = await api.products.list({ perPage: 100, page });
          all.push(...answer.data);
          if (page >= answer.meta.lastPage) break;
        }
        const products = all.filter((p) => p.printMethods.some((m) => DESIGNABLE_METHOD_SLUGS.has(m.slug)));
        if (live) setList({ status: 'ready', products });
      } catch {
        if (live) setList({ status: 'error' });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  async function choose(code: string) {
    setLoadingCode(code);
    setError(null);
    try {
      const api = await browserApi();
      const detail = (await api.products.get(code)).data;
      // A method that prints at least one of the product's colours (inkjet first when it does).
      const method = firstStartableMethod(detail);
      setProduct(detail);
      setMethodId(method?.id ?? null);
      setColorId(method ? (printableColors(detail, method)[0]?.id ?? null) : null);
      setSpecIds(method?.printSpecs[0] ? [method.printSpecs[0].id] : []);
      if (!method) setError(NOTHING_PRINTS(detail.name));
    } catch {
      setError('商品の情報を読み込めませんでした。通信状態をご確認のうえ、もう一度お選びください。');
    } finally {
      setLoadingCode(null);
    }
  }

  const method = product ? designableMethods(product).find((m) => m.id === methodId) : undefined;
  const colors = product && method ? printableColors(product, method) : [];

  function changeMethod(id: number) {
    if (!product) return;
    const next = designableMethods(product).find((m) => m.id === id);
    setMethodId(id);
    if (next && !printableColors(product, next).some((c) => c.id === colorId)) setColorId(printableColors(product, next)[0]?.id ?? null);
    // Each method has its own print specs: keep the ones it shares, else start from its first placement.
    if (next)
      setSpecIds((ids) => {
        const kept = ids.filter((sid) => next.printSpecs.some((s) => s.id === sid));
        return kept.length > 0 || !next.printSpecs[0] ? kept : [next.printSpecs[0].id];
      });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || !method) return;
    if (colorId === null) {
      setError(`${method.name}でプリントできるボディカラーを選んでください。`);
      return;
    }
    if (specIds.length === 0) {
      setError('プリントする位置を1つ以上選んでください。');
      return;
    }
    const id = globalThis.crypto.randomUUID();
    getDefaultStore().set(appendPrintOrderAtom, startOrder(id, product, method, specIds));
    navigate(designHref(product.code, id, mobile, colorId));
  }

  return (
    <div className={css.shell}>
      <main className={css.page} aria-labelledby={headingId}>
        <div className={css.inner}>
          <h1 id={headingId} className={css.heading}>
            デザインツール：プリントするアイテムを選ぶ
          </h1>
          <p className={css.lead}>
            まずデザインするアイテム、ボディカラー、プリント位置を選んでください。キャンバスには選んだアイテムが実寸のプリント範囲とともに表示されます。
          </p>
          {list.status === 'loading' && <p className={css.lead}>商品を読み込んでいます…</p>}
          {list.status === 'error' && (
            <p role="alert" className={css.alert}>
              商品の一覧を読み込めませんでした。再読み込みしてください。
            </p>
          )}
          {list.status === 'ready' && (
            <ul className={css.grid} aria-label="デザインできるアイテム">
              {list.products.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={css.card}
                    aria-pressed={product?.code === item.code}
                    onClick={() => void choose(item.code)}
                  >
                    {item.image ? <img className={css.thumb} src={item.image} alt="" loading="lazy" width={160} height={160} /> : null}
                    <span className={css.name}>{item.name}</span>
                    <span className={css.price}>{loadingCode === item.code ? '読み込み中…' : `本体 ¥${yen.format(item.minPrice)}〜`}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {product && method && (
            <form ref={form} onSubmit={submit} aria-label={`${product.name}のデザイン設定`} className={css.inner}>
              <fieldset className={css.fieldset}>
                <legend className={css.legend}>プリント方法</legend>
                <div className={css.options}>
                  {designableMethods(product).map((m) => {
                    const none = printableColors(product, m).length === 0;
                    return (
                      <label key={m.id} className={css.option}>
                        <input
                          type="radio"
                          name="method"
                          checked={m.id === method.id}
                          disabled={none}
                          onChange={() => changeMethod(m.id)}
                        />
                        {m.name}
                        {none ? <span className={css.note}>（この商品のカラーにはプリントできません）</span> : null}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <fieldset className={css.fieldset}>
                <legend className={css.legend}>ボディカラー</legend>
                <p className={css.note}>{method.name}でプリントできるカラーだけを表示しています。</p>
                <div className={css.options}>
                  {colors.map((color) => (
                    <label key={color.id} className={css.option}>
                      <input type="radio" name="color" checked={color.id === colorId} onChange={() => setColorId(color.id)} />
                      <span className={css.swatch} style={{ background: color.hex }} aria-hidden="true" />
                      {color.name}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className={css.fieldset}>
                <legend className={css.legend}>プリント位置（複数選べます）</legend>
                <div className={css.options}>
                  {method.printSpecs.map((spec) => (
                    <label key={spec.id} className={css.option}>
                      <input
                        type="checkbox"
                        checked={specIds.includes(spec.id)}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          setSpecIds((ids) => (on ? [...ids, spec.id] : ids.filter((sid) => sid !== spec.id)));
                        }}
                      />
                      {spec.name}（{spec.size}・{spec.widthMm}×{spec.heightMm}mm）
                    </label>
                  ))}
                </div>
              </fieldset>
              {error && (
                <p role="alert" className={css.alert}>
                  {error}
                </p>
              )}
              <div className={css.actions}>
                <Button type="submit" variant="primary">
                  このアイテムでデザインを始める
                </Button>
                <a className={css.manual} href="/designtool/file" target="_blank" rel="noopener">
                  デザインツールの使い方
                </a>
              </div>
            </form>
          )}
          {(!product || !method) && error && (
            <p role="alert" className={css.alert}>
              {error}
            </p>
          )}
        </div>
      </main>
      {footer ? <CopyrightFooter /> : null}
    </div>
  );
}
