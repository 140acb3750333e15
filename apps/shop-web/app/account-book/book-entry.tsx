/** One entry of the address book or the saved cards: its heading, what it says, and its buttons. */
import { Button } from '@shop/ui';
import type { ReactNode } from 'react';
import { entry, entryActions, entryDefault } from './account-book.css.ts';

export interface BookEntryProps {
  /** The entry's accessible name. */
  label: string;
  isDefault: boolean;
  pending: boolean;
  /** The heading and the text. */
  children: ReactNode;
  /** 「編集」, when the entry can be edited. */
  onEdit?: () => void;
  /** 「いつもの届け先にする」 and what it does; none: not offered. */
  makeDefault: { label: string; run: () => void } | null;
  onDelete: () => void;
}

export function BookEntry({ label, isDefault, pending, children, onEdit, makeDefault, onDelete }: BookEntryProps) {
  return (
    <li className={`${entry} ${isDefault ? entryDefault : ''}`} aria-label={label}>
      {children}
      <div className={entryActions}>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit} disabled={pending}>
            編集
          </Button>
        ) : null}
        {makeDefault ? (
          <Button variant="outline" size="sm" disabled={pending} onClick={makeDefault.run}>
            {makeDefault.label}
          </Button>
        ) : null}
        <Button variant="text" size="sm" onClick={onDelete} disabled={pending}>
          削除
        </Button>
      </div>
    </li>
  );
}
