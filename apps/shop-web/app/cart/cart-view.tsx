/** The cart page's content for one cart (guest or server): notices, lines, summary, empty state. */
import { button, QuantityStepper } from '@shop/ui';
import { FREE_SHIPPING_MINIMUM, type ServerCartEntryKind } from '@shop/cart-domain';
import { servicesAtom, type CartEditResult } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmRemoval } from './confirm-removal.tsx';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { FLAG_NOTICES } from './flag-notices.ts';
import { loginHref } from '../session/login-href.ts';
import { isImplemented } from '../navigation/route-table.ts';
import {
  addableColorsOf,
  lineLabel,
  lineProductPath,
  type CartFlags,
  type ProductionColorModel,
  type CartModel,
  type ItemLineModel,
  type ProductionModel,
  type ServerOnlyLineModel,
} from './cart-model.ts';
import {
  amountTerm,
  amountValue,
  amounts,
  control,
  controls,
  empty,
  line,
  lineBody,
  lineImage,
  lineMessage,
  lineMeta,
  lineNotice,
  lineTitle,
  lines,
  notice,
  noticeTitle,
  notices,
  page,
  partValue,
  progress,
  removeButton,
  sectionTitle,
  select,
  small,
  summary,
  summaryTitle,
  swatch,
  totalTerm,
  totalValue,
  totals,
  addForm,
  chargeList,
  checkoutLink,
  chargeRow,
  groupBox,
  printEntry,
  printList,
  printThumb,
} from './cart.css.ts';

/** What the cart page can do to a cart. */
export interface CartHandlers {
  changeQuantity: (itemId: number, quantity: number) => Promise<CartEditResult>;
  changeWrapping: (itemId: number, wrappingId: number | null) => Promise<CartEditResult>;
  remove: (kind: ServerCartEntryKind, id: number) => Promise<CartEditResult>;
  /** Print orders: one size's quantity in a colour group (0 drops it). */
  changeGroupQuantity: (productionId: number, groupId: number, skuId: number, quantity: number) => Promise<CartEditResult>;
  removeGroup: (productionId: number, groupId: number) => Promise<CartEditResult>;
  addGroup: (productionId: number, colorId: number, lines: readonly { skuId: number; quantity: number }[]) => Promise<CartEditResult>;
  changeProductionWrapping: (productionId: number, itemId: number, wrappingId: number | null) => Promise<CartEditResult>;
}

export { FLAG_NOTICES };

const FLAG_ORDER: readonly (keyof CartFlags)[] = ['syncFailed', 'stockout', 'shortage', 'revision', 'expired'];

/** The flags raised on this cart as notices, plus any extra message of the page. */
export function CartNotices({ flags, extra }: { flags: CartFlags; extra?: ReactNode }) {
  const raised = FLAG_ORDER.filter((flag) => flags[flag]);
  return (
    <div className={notices} role="status">
      {raised.map((flag) => (
        <p key={flag} className={notice}>
          <strong className={noticeTitle}>{FLAG_NOTICES[flag].title}</strong>
          {FLAG_NOTICES[flag].text}
        </p>
      ))}
      {extra}
    </div>
  );
}

/** A line's pending edit and its last message. */
function useLineEdit() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'notice'; text: string } | null>(null);
  const run = async (edit: () => Promise<CartEditResult>) => {
    setPending(true);
    setMessage(null);
    try {
      const result = await edit();
      if (!result.ok) setMessage({ kind: 'error', text: result.message });
      else if (result.notice) setMessage({ kind: 'notice', text: result.notice });
    } finally {
      setPending(false);
    }
  };
  return { pending, message, run };
}

function LineMessage({ message }: { message: { kind: 'error' | 'notice'; text: string } | null }) {
  if (!message) return null;
  return message.kind === 'error' ? (
    <p className={lineMessage} role="alert">
      {message.text}
    </p>
  ) : (
    <p className={lineNotice} role="status">
      {message.text}
    </p>
  );
}

/** A line's subtotal: an `<output>` (a calculation result) named after the line. */
function Amount({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <p className={amounts}>
      <span className={amountTerm} aria-hidden="true">
        {label}
      </span>
      <output className={amountValue} aria-label={name}>
        {value}
      </output>
    </p>
  );
}

function ItemLine({ item, handlers }: { item: ItemLineModel; handlers: CartHandlers }) {
  const { pending, message, run } = useLineEdit();
  const label = lineLabel(item);
  const wrappingId = useId();
  const [asking, setAsking] = useState(false);
  // Remounts the stepper so that it shows the quantity again after a cancelled removal.
  const [stepperKey, setStepperKey] = useState(0);
  const lineRef = useRef<HTMLLIElement>(null);
  const productLink = isImplemented('product-code') ? lineProductPath(item) : null;
  return (
    <li ref={lineRef} className={line} aria-label={label}>
      {item.image ? (
        <img className={lineImage} src={item.image} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className={lineImage} aria-hidden="true" />
      )}
      <div className={lineBody}>
        <h3 className={lineTitle}>{productLink ? <Link to={productLink}>{item.productName}</Link> : item.productName}</h3>
        <p className={lineMeta}>
          {item.colorName !== null ? (
            <>
              カラー: {item.colorHex ? <span className={swatch} style={{ background: item.colorHex }} aria-hidden="true" /> : null}
              {item.colorName}
            </>
          ) : null}
          {item.sizeName !== null ? <> ／ サイズ: {item.sizeName}</> : null}
        </p>
        <p className={lineMeta}>単価 {formatYen(item.unitPrice)}（税込）</p>
        <div className={controls}>
          <QuantityStepper
            key={stepperKey}
            label="数量"
            inputLabel={`${label}の数量`}
            decrementLabel={`${label}の数量を1減らす`}
            incrementLabel={`${label}の数量を1増やす`}
            value={item.quantity}
            max={item.stock}
            disabled={pending}
            onChange={(quantity) => void run(() => handlers.changeQuantity(item.id, quantity))}
            onZero={() => setAsking(true)}
          />
          {item.wrappings.length > 0 ? (
            <span className={control}>
              <label htmlFor={wrappingId}>ラッピング</label>
              <select
                id={wrappingId}
                aria-label={`${label}のラッピング`}
                className={select}
                value={item.wrappingId === null ? '' : String(item.wrappingId)}
                disabled={pending}
                onChange={(event) => {
                  const value = event.target.value === '' ? null : Number(event.target.value);
                  void run(() => handlers.changeWrapping(item.id, value));
                }}
              >
                <option value="">なし</option>
                {item.wrappings.map((wrapping) => (
                  <option key={wrapping.id} value={String(wrapping.id)}>
                    {wrapping.name}（+{formatYen(wrapping.charge)}／枚）
                  </option>
                ))}
              </select>
            </span>
          ) : null}
          <button
            type="button"
            className={removeButton}
            disabled={pending}
            aria-label={`${label}を削除`}
            onClick={() => void run(() => handlers.remove('item', item.id))}
          >
            削除
          </button>
        </div>
        {item.quantity >= item.stock ? <p className={small}>在庫数の上限までカートに入っています。</p> : null}
        <LineMessage message={message} />
        <Amount label="小計" name={`${label}の小計`} value={formatYen(item.subtotal)} />
      </div>
      <ConfirmRemoval
        open={asking}
        lineName={label}
        quantity={item.quantity}
        onConfirm={() => {
          setAsking(false);
          void run(() => handlers.remove('item', item.id));
        }}
        onCancel={() => {
          setAsking(false);
          setStepperKey((key) => key + 1);
        }}
        returnFocus={() => lineRef.current?.querySelector<HTMLInputElement>('input[type="number"]') ?? null}
      />
    </li>
  );
}

/** The one-off and per-piece parts of a print order's subtotal (cart-domain's breakdown), zero parts left out. */
function ProductionCharges({ breakdown, isRepeatable }: { breakdown: ProductionModel['breakdown']; isRepeatable: boolean }) {
  const rows = [
    ['ボディ代', breakdown.garments],
    ['プリント代', breakdown.printCharges],
    [isRepeatable ? '版代（版保管）' : '版代', breakdown.plateCharges],
    ['データ作成費', breakdown.dataProductionFees],
    ['色替え代', breakdown.colorChangeCharges],
    ['ラッピング', breakdown.wrapping],
  ] as const;
  return (
    <dl className={chargeList}>
      {rows
        .filter(([, amount]) => amount > 0)
        .map(([name, amount]) => (
          <div key={name} className={chargeRow}>
            <dt>{name}</dt>
            <dd>{formatYen(amount)}</dd>
          </div>
        ))}
    </dl>
  );
}

type RunEdit = (edit: () => Promise<CartEditResult>) => Promise<void>;

/**
 * The colours of a print order: per colour a quantity stepper for every size (max = stock, 0 drops
 * the size), the wrapping of each ordered size, 「(colour)を削除」 (its accessible name contains the visible text); then a small form to add a colour.
 */
function ProductionGroups({
  production,
  label,
  handlers,
  pending,
  run,
}: {
  production: ProductionModel;
  label: string;
  handlers: CartHandlers;
  pending: boolean;
  run: RunEdit;
}) {
  return (
    <>
      {production.groups.map((group) => (
        <fieldset key={group.id} className={groupBox} disabled={pending}>
          <legend className={lineMeta}>
            カラー: <span className={swatch} style={{ background: group.colorHex }} aria-hidden="true" />
            {group.colorName}
          </legend>
          {group.lines.map((sizeLine) => {
            const sizeLabel = `${label} ${group.colorName} / ${sizeLine.name}`;
            return (
              <div key={sizeLine.skuId} className={controls}>
                <QuantityStepper
                  label={sizeLine.name}
                  inputLabel={`${sizeLabel}の数量`}
                  decrementLabel={`${sizeLabel}の数量を1減らす`}
                  incrementLabel={`${sizeLabel}の数量を1増やす`}
                  value={sizeLine.quantity}
                  min={0}
                  max={sizeLine.stock}
                  disabled={pending}
                  onChange={(quantity) => void run(() => handlers.changeGroupQuantity(production.id, group.id, sizeLine.skuId, quantity))}
                />
                {sizeLine.itemId !== null && production.wrappings.length > 0 ? (
                  <WrappingSelect
                    label={`${sizeLabel}のラッピング`}
                    wrappings={production.wrappings}
                    value={sizeLine.wrappingId}
                    disabled={pending}
                    onChange={(wrappingId) => {
                      const itemId = sizeLine.itemId;
                      if (itemId !== null) void run(() => handlers.changeProductionWrapping(production.id, itemId, wrappingId));
                    }}
                  />
                ) : null}
              </div>
            );
          })}
          <button
            type="button"
            className={removeButton}
            disabled={pending}
            aria-label={`${label}の${group.colorName}を削除`}
            onClick={() => void run(() => handlers.removeGroup(production.id, group.id))}
          >
            {group.colorName}を削除
          </button>
          {production.groups.length === 1 ? (
            <p className={small}>最後のカラーを削除すると、このプリント注文がカートから削除されます。</p>
          ) : null}
        </fieldset>
      ))}
      {production.addableColors.length > 0 ? (
        <AddColorForm production={production} label={label} handlers={handlers} pending={pending} run={run} />
      ) : null}
    </>
  );
}

function WrappingSelect({
  label,
  wrappings,
  value,
  disabled,
  onChange,
}: {
  label: string;
  wrappings: ProductionModel['wrappings'];
  value: number | null;
  disabled: boolean;
  onChange: (wrappingId: number | null) => void;
}) {
  const id = useId();
  return (
    <span className={control}>
      <label htmlFor={id}>ラッピング</label>
      <select
        id={id}
        aria-label={label}
        className={select}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">なし</option>
        {wrappings.map((wrapping) => (
          <option key={wrapping.id} value={String(wrapping.id)}>
            {wrapping.name}（+{formatYen(wrapping.charge)}／枚）
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * 「カラーを追加」: a colour of the product not in the order yet, with a quantity per size. Opening it
 * fetches the product, so that only colours the print method prints on (and their stock now) are
 * offered; without the product the colours the cart knows are offered (the server checks again).
 */
function AddColorForm({
  production,
  label,
  handlers,
  pending,
  run,
}: {
  production: ProductionModel;
  label: string;
  handlers: CartHandlers;
  pending: boolean;
  run: RunEdit;
}) {
  const colorFieldId = useId();
  const { api } = useAtomValue(servicesAtom);
  const [fetched, setFetched] = useState<{ productId: number; colors: ProductionColorModel[] } | null>(null);
  const [colorId, setColorId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const colors = fetched?.productId === production.productId ? fetched.colors : production.addableColors;
  const color = colors.find((candidate) => candidate.id === colorId) ?? colors[0];

  const load = () => {
    if (fetched?.productId === production.productId) return;
    api()
      .then((client) => client.products.get(production.productId))
      .then((answer) => setFetched({ productId: production.productId, colors: addableColorsOf(answer.data, production) }))
      .catch(() => {
        // The colours the cart knows stay offered.
      });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!color) return;
    const lines = color.sizes.map((size) => ({
      skuId: size.skuId,
      quantity: Math.min(size.stock, Number(quantities[size.skuId] ?? 0) || 0),
    }));
    void run(async () => {
      const result = await handlers.addGroup(production.id, color.id, lines);
      if (result.ok) setQuantities({});
      return result;
    });
  };
  return (
    <details className={groupBox} onToggle={(event) => (event.currentTarget.open ? load() : undefined)}>
      <summary>カラーを追加</summary>
      {color ? (
        <form aria-label={`${label}にカラーを追加`} onSubmit={submit} className={addForm}>
          <span className={control}>
            <label htmlFor={colorFieldId}>カラー</label>
            <select
              id={colorFieldId}
              className={select}
              value={String(color.id)}
              disabled={pending}
              onChange={(event) => setColorId(Number(event.target.value))}
            >
              {colors.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </span>
          {color.sizes.map((size) => (
            <SizeQuantityField
              key={`${color.id}-${size.skuId}`}
              label={`${color.name} / ${size.name}の数量`}
              name={size.name}
              stock={size.stock}
              value={quantities[size.skuId] ?? ''}
              disabled={pending}
              onChange={(value) => setQuantities((current) => ({ ...current, [size.skuId]: value }))}
            />
          ))}
          <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={pending}>
            このカラーを追加
          </button>
        </form>
      ) : (
        <p className={small}>このプリント方法で追加できるカラーはありません。</p>
      )}
    </details>
  );
}

function SizeQuantityField({
  label,
  name,
  stock,
  value,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  stock: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className={control}>
      <label htmlFor={id}>{name}</label>
      <input
        id={id}
        className={select}
        type="number"
        inputMode="numeric"
        min={0}
        max={stock}
        step={1}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={small}>在庫 {stock}</span>
    </span>
  );
}

function ProductionLine({ production, handlers }: { production: ProductionModel; handlers: CartHandlers }) {
  const { pending, message, run } = useLineEdit();
  const label = `${production.productName}（プリント注文）`;
  const titleId = useId();
  return (
    <li className={line} aria-labelledby={titleId}>
      {production.image ? (
        <img className={lineImage} src={production.image} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className={lineImage} aria-hidden="true" />
      )}
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {label}
        </h3>
        <p className={lineMeta}>プリント方法: {production.printMethodName}</p>
        {production.prints.length > 0 ? (
          <ul className={printList} aria-label="プリント箇所">
            {production.prints.map((print) => (
              <li key={print.name} className={printEntry}>
                {print.thumbnail ? (
                  <img
                    className={printThumb}
                    src={print.thumbnail}
                    alt={`${print.name}のプリントデータ`}
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                ) : null}
                <span className={lineMeta}>
                  {print.name}（{formatYen(print.charge)}／枚{print.plates > 1 ? `・${print.plates}版` : ''}）
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <ProductionGroups production={production} label={label} handlers={handlers} pending={pending} run={run} />
        <p className={lineMeta}>合計 {production.quantity}点</p>
        <ProductionCharges breakdown={production.breakdown} isRepeatable={production.isRepeatable} />
        <div className={controls}>
          <button
            type="button"
            className={removeButton}
            disabled={pending}
            aria-label={`${label}を削除`}
            onClick={() => void run(() => handlers.remove('production', production.id))}
          >
            削除
          </button>
        </div>
        <LineMessage message={message} />
        <Amount label="小計" name={`${label}の小計`} value={formatYen(production.subtotal)} />
      </div>
    </li>
  );
}

function ServerOnlyLine({ entry, kind, handlers }: { entry: ServerOnlyLineModel; kind: 'reorder' | 'estimate'; handlers: CartHandlers }) {
  const { pending, message, run } = useLineEdit();
  const titleId = useId();
  return (
    <li className={line} aria-labelledby={titleId}>
      <span className={lineImage} aria-hidden="true" />
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}
        </h3>
        {entry.quantity !== null ? <p className={lineMeta}>合計 {entry.quantity}点</p> : null}
        {entry.note ? <p className={lineMeta}>{entry.note}</p> : null}
        <div className={controls}>
          <button
            type="button"
            className={removeButton}
            disabled={pending}
            aria-label={`${entry.title}を削除`}
            onClick={() => void run(() => handlers.remove(kind, entry.id))}
          >
            削除
          </button>
        </div>
        <LineMessage message={message} />
        <Amount label="小計" name={`${entry.title}の小計`} value={formatYen(entry.subtotal)} />
      </div>
    </li>
  );
}

/** The cart's login link: back to the cart afterwards, with the guest cart merged into the customer's. */
export const CART_LOGIN_HREF = loginHref('/cart');

/** The labels of the cart summary. */
export const SUMMARY_LABELS = {
  items: '商品小計',
  productions: 'プリント注文小計',
  reorders: '再注文小計',
  estimates: 'お見積もり小計',
  total: '合計（税込）',
} as const;

function CartSummary({ model, shipping, guest }: { model: CartModel; shipping: ReactNode; guest: boolean }) {
  const titleId = useId();
  const freeShippingId = useId();
  const parts = (['items', 'productions', 'reorders', 'estimates'] as const).filter((part) => part === 'items' || model[part].length > 0);
  return (
    <section className={summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={summaryTitle}>
        ご注文金額
      </h2>
      <dl className={totals}>
        {parts.map((part) => (
          <SummaryRow key={part} label={SUMMARY_LABELS[part]} value={formatYen(model.totals[part])} />
        ))}
        <SummaryRow label={SUMMARY_LABELS.total} value={formatYen(model.totals.total)} total />
      </dl>
      <p className={small}>表示価格はすべて消費税込みです。送料はご注文手続きで計算されます。</p>
      <div>
        <p id={freeShippingId} className={small}>
          {model.freeShipping.qualifies
            ? '送料無料でお届けします。'
            : `あと${formatYen(model.freeShipping.missing)}のお買い上げで送料無料（${formatYen(FREE_SHIPPING_MINIMUM)}以上）`}
        </p>
        <progress
          className={progress}
          aria-labelledby={freeShippingId}
          max={FREE_SHIPPING_MINIMUM}
          value={Math.min(model.totals.total, FREE_SHIPPING_MINIMUM)}
        />
      </div>
      {shipping}
      {/* A guest is asked to log in or register first (spec §6) and comes back to the checkout. */}
      {isImplemented('checkout') ? (
        <Link to="/checkout" className={`${button({ variant: 'primary', size: 'lg' })} ${checkoutLink}`}>
          ご注文手続きへ進む
        </Link>
      ) : null}
      {guest ? (
        <p className={small}>
          会員の方は<Link to={CART_LOGIN_HREF}>ログインする</Link>と、このカートの商品が会員のカートにまとめられ、このページに戻ります。
        </p>
      ) : null}
    </section>
  );
}

function SummaryRow({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  const id = useId();
  return (
    <>
      <dt id={id} className={total ? totalTerm : amountTerm}>
        {label}
      </dt>
      <dd className={total ? totalValue : partValue}>
        <output aria-labelledby={id}>{value}</output>
      </dd>
    </>
  );
}

/** The empty cart: a message and the way back to shopping. */
export function EmptyCart() {
  return (
    <section className={empty} aria-label="空のカート">
      <p>カートに商品が入っていません。</p>
      <p className={small}>気になる商品を見つけて、カートに入れてください。</p>
      <Link to="/" className={button({ variant: 'primary' })}>
        お買い物を続ける
      </Link>
      {isImplemented('product') ? <Link to="/product">プリント対応商品一覧を見る</Link> : null}
    </section>
  );
}

/** The cart: notices, then either the empty state or the lines beside the summary. */
export function CartView({
  model,
  handlers,
  shipping,
  extraNotice,
  guest = false,
}: {
  model: CartModel;
  handlers: CartHandlers;
  shipping: ReactNode;
  extraNotice?: ReactNode;
  /** A visitor's cart: the summary offers the login that comes back to the cart. */
  guest?: boolean;
}) {
  return (
    <>
      <CartNotices flags={model.flags} extra={extraNotice} />
      {model.empty ? (
        <EmptyCart />
      ) : (
        <div className={page}>
          <div>
            {model.items.length > 0 ? (
              <section aria-labelledby="cart-items-title">
                <h2 id="cart-items-title" className={sectionTitle}>
                  商品
                </h2>
                <ul className={lines}>
                  {model.items.map((item) => (
                    <ItemLine key={item.id} item={item} handlers={handlers} />
                  ))}
                </ul>
              </section>
            ) : null}
            {model.productions.length > 0 ? (
              <section aria-labelledby="cart-productions-title">
                <h2 id="cart-productions-title" className={sectionTitle}>
                  プリント注文
                </h2>
                <ul className={lines}>
                  {model.productions.map((production) => (
                    <ProductionLine key={production.id} production={production} handlers={handlers} />
                  ))}
                </ul>
              </section>
            ) : null}
            {model.reorders.length > 0 ? (
              <section aria-labelledby="cart-reorders-title">
                <h2 id="cart-reorders-title" className={sectionTitle}>
                  再注文
                </h2>
                <ul className={lines}>
                  {model.reorders.map((entry) => (
                    <ServerOnlyLine key={entry.id} entry={entry} kind="reorder" handlers={handlers} />
                  ))}
                </ul>
              </section>
            ) : null}
            {model.estimates.length > 0 ? (
              <section aria-labelledby="cart-estimates-title">
                <h2 id="cart-estimates-title" className={sectionTitle}>
                  お見積もり
                </h2>
                <ul className={lines}>
                  {model.estimates.map((entry) => (
                    <ServerOnlyLine key={entry.id} entry={entry} kind="estimate" handlers={handlers} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <CartSummary model={model} shipping={shipping} guest={guest} />
        </div>
      )}
    </>
  );
}
