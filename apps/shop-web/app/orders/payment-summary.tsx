/** How an order is paid by bank transfer: where to, how much and by when (the order page). */
import type { BankAccount } from '@shop/api-contract';
import { formatYen } from '../format/yen.ts';
import { formatDate } from './order-format.ts';
import { factTerm, factValue, facts, muted } from './orders.css.ts';

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
