/** A reorder or an estimate in the cart: the server prices it, the cart can only show and remove it. */
import { useId } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../../format/yen.ts';
import type { CartHandlers } from '../cart-handlers.ts';
import type { ServerOnlyLineModel } from '../cart-model.ts';
import { controls, line, lineBody, lineMeta, lineTitle } from '../cart.css.ts';
import { Amount, LineImage, LineMessage, RemoveButton, useLineEdit } from './line-parts.tsx';

export function ServerOnlyLine({
  entry,
  kind,
  handlers,
}: {
  entry: ServerOnlyLineModel;
  kind: 'reorder' | 'estimate';
  handlers: CartHandlers;
}) {
  const { pending, message, run } = useLineEdit();
  const titleId = useId();
  return (
    <li className={line} aria-labelledby={titleId}>
      <LineImage src={entry.image?.src} alt={entry.image?.alt} />
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}
        </h3>
        {entry.quantity !== null ? <p className={lineMeta}>合計 {entry.quantity}点</p> : null}
        {entry.note ? <p className={lineMeta}>{entry.note}</p> : null}
        <div className={controls}>
          <RemoveButton label={`${entry.title}を削除`} disabled={pending} onClick={() => void run(() => handlers.remove(kind, entry.id))} />
        </div>
        <LineMessage message={message} />
        <Amount label="小計" name={`${entry.title}の小計`} value={formatYen(entry.subtotal)} />
      </div>
    </li>
  );
}
