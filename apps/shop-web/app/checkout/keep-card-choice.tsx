/**
 * 「このカードを保存して次回も使う」 on the confirm page (issue #32): a new card entered at checkout is
 * kept in the account's saved cards (`/myaccount/payments`) once its payment is authorised (after 3-D
 * Secure when there is one). At the saved cards' limit the box gives way to a note saying why.
 */
import { KEEP_CARD_LABEL } from '@shop/api-contract';
import { checkbox, muted } from './checkout.css.ts';

/** Said instead of the box when the customer keeps `max` cards already. */
export const keepCardFullText = (max: number) =>
  `登録できるカードは${max}枚までのため、このカードは保存できません（マイページの「お支払い方法」で使わないカードを削除できます）。`;

export interface KeepCardChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  /** whether another card may be kept; null while not known (the box shows, the server checks) */
  room: boolean | null;
  max: number;
}

export function KeepCardChoice({ checked, onChange, disabled, room, max }: KeepCardChoiceProps) {
  if (room === false) return <p className={muted}>{keepCardFullText(max)}</p>;
  return (
    <>
      <label className={checkbox}>
        <input
          type="checkbox"
          name="save_card"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {KEEP_CARD_LABEL}
      </label>
      <p className={muted}>カード番号は決済代行会社が保管し、当店にはカードの種類・下4桁・有効期限のみを保存します。</p>
    </>
  );
}
