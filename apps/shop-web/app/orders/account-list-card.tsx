/**
 * One entry of an account list (the order history, the BYOB requests): the number as a link, the
 * date and the status, what it holds, and the amount; the order history adds its picture.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { formatDay } from './order-format.ts';
import { badge, orderCard, orderCardBody, orderCardRow, orderCardTitle, orderTotal } from './order-pages.css.ts';
import { muted } from './orders.css.ts';

export interface AccountListCardProps {
  /** The link's text, e.g. 「ご注文番号 PF-2026-000001」. */
  title: string;
  to: string;
  /** 「ご注文日 2026/11/29」. */
  dateLabel: string;
  date: string;
  statusLabel: string;
  /** What it holds, one muted line. */
  summary: ReactNode;
  /** The amount's label and yen; none: no amount row (a request not quoted yet). */
  amount: { label: string; yen: number } | null;
  /** The picture column (the order history's first line); none: one column. */
  picture?: ReactNode;
  /** More lines under the amount. */
  children?: ReactNode;
}

export function AccountListCard({ title, to, dateLabel, date, statusLabel, summary, amount, picture, children }: AccountListCardProps) {
  return (
    <li className={orderCard} style={picture === undefined ? { gridTemplateColumns: '1fr' } : undefined}>
      {picture}
      <div className={orderCardBody}>
        <h2 className={orderCardTitle}>
          <Link to={to}>{title}</Link>
        </h2>
        <p className={orderCardRow}>
          <span>
            {dateLabel} {formatDay(date)}
          </span>
          <span className={badge}>{statusLabel}</span>
        </p>
        <p className={muted}>{summary}</p>
        {amount ? (
          <p className={orderCardRow}>
            <span>{amount.label}</span>
            <span className={orderTotal}>{formatYen(amount.yen)}</span>
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}
