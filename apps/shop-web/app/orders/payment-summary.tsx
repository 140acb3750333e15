/** How an order is (or will be) paid, as the confirm and order pages show it. */
import type { BankAccount } from '@shop/api-contract';
import { CARD_BRAND_NAMES, type CardBrand } from '@shop/payment-card';
import { formatYen } from '../format/yen.ts';
import { formatDate } from './order-format.ts';
import { factTerm, factValue, facts, muted } from './orders.css.ts';

/** `Visa 末尾4242（有効期限 12/30）`. */
export function cardText(card: { brand: CardBrand | null; last4: string | null; expMonth?: number | null; expYear?: number | null }): string {
  const brand = card.brand ? CARD_BRAND_NAMES[card.brand] : 'クレジットカード';
  const expiry =
    card.expMonth && card.expYear ? `（有効期限 ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}）` : '';
  return `${brand} 末尾${card.last4 ?? '----'}${expiry}`;
}

/** The shop's bank account, the amount and the due date of a bank transfer. */
export function BankTransferInstructions({ account, amount, dueDate }: { account: BankAccount; amount: number; dueDate: string | null }) {
  return (
    <>
      <dl className={facts}>
        <dt className={factTerm}>お振込先</dt>
        <dd className={factValue}>
          {account.bankName} {account.branchName}
          <br />
          {account.accountType} {account.accountNumber}
          <br />
          口座名義 {account.accountHolder}
        </dd>
        <dt className={factTerm}>お振込金額</dt>
        <dd className={factValue}>{formatYen(amount)}</dd>
        {dueDate ? (
          <>
            <dt className={factTerm}>お振込期限</dt>
            <dd className={factValue}>{formatDate(dueDate)}まで</dd>
          </>
        ) : null}
      </dl>
      <p className={muted}>ご入金を確認してから、ご注文の製作・発送の準備を始めます。</p>
    </>
  );
}
