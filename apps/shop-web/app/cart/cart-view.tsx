/**
 * The cart page's content for one cart (guest or server): notices, lines, summary, empty state. The
 * lines are in `lines/` (one file a kind of line), the summary in `cart-summary-panel.tsx`.
 */
import { button } from '@shop/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isImplemented } from '../navigation/route-table.ts';
import type { CartHandlers } from './cart-handlers.ts';
import type { CartFlags, CartModel } from './cart-model.ts';
import { CartSummary } from './cart-summary-panel.tsx';
import { empty, lines, notice, noticeTitle, notices, page, sectionTitle, small } from './cart.css.ts';
import { FLAG_NOTICES } from './flag-notices.ts';
import { ItemLine } from './lines/item-line.tsx';
import { ProductionLine } from './lines/production-line.tsx';
import { ServerOnlyLine } from './lines/server-only-line.tsx';
import { SharedProofsList } from '../proof-share/shared-proofs-list.tsx';

export type { CartHandlers } from './cart-handlers.ts';

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

/** One kind of line under its heading (商品, プリント注文…), nothing when the cart holds none. */
function LineSection<T extends { id: number }>({
  id,
  title,
  entries,
  render,
}: {
  id: string;
  title: string;
  entries: readonly T[];
  render: (entry: T) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <ul className={lines}>{entries.map(render)}</ul>
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
  // Bumped when a line made or revoked a shared proof: the list of open links is read again.
  const [shared, setShared] = useState(0);
  return (
    <>
      <CartNotices flags={model.flags} extra={extraNotice} />
      {model.empty ? (
        <EmptyCart />
      ) : (
        <div className={page}>
          <div>
            <LineSection
              id="cart-items-title"
              title="商品"
              entries={model.items}
              render={(item) => <ItemLine key={item.id} item={item} handlers={handlers} />}
            />
            <LineSection
              id="cart-productions-title"
              title="プリント注文"
              entries={model.productions}
              render={(production) => (
                <ProductionLine key={production.id} production={production} handlers={handlers} onShared={() => setShared((n) => n + 1)} />
              )}
            />
            {model.productions.length > 0 ? <SharedProofsList round={shared} openOnly heading="共有中の校正" /> : null}
            <LineSection
              id="cart-reorders-title"
              title="再注文"
              entries={model.reorders}
              render={(entry) => <ServerOnlyLine key={entry.id} entry={entry} kind="reorder" handlers={handlers} />}
            />
            <LineSection
              id="cart-estimates-title"
              title="お見積もり"
              entries={model.estimates}
              render={(entry) => <ServerOnlyLine key={entry.id} entry={entry} kind="estimate" handlers={handlers} />}
            />
          </div>
          <CartSummary model={model} shipping={shipping} guest={guest} />
        </div>
      )}
    </>
  );
}
