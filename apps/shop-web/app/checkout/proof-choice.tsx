/**
 * The confirm page's proof choice (issue #30) for an order with print productions: check the proof
 * (校正, the garment with the artwork as it will be printed) before production, or 「校正なしで進める」,
 * where production starts as soon as the staff find nothing wrong with the data. Either way the staff
 * check every placement's data and write when something needs fixing.
 */
import type { CheckoutQuote } from '@shop/api-contract';
import type { CheckoutDraft } from '@shop/web-state';
import { choice, choiceBody, choiceLegend, choices, choiceTitle, muted } from './checkout.css.ts';

export type ProofChoiceValue = CheckoutDraft['proof'];

/** Whether the quote has a print production made from new artwork (a reorder reuses the approved one). */
export function quoteHasNewArtwork(quote: Pick<CheckoutQuote, 'lines'>): boolean {
  return quote.lines.some((line) => line.kind === 'production' && line.production.reorderOf === undefined);
}

export const PROOF_CHOICE_TEXT = {
  legend: '製作前に仕上がりイメージ（校正）を確認しますか',
  wanted: {
    title: '校正を確認してから製作する',
    text: 'データ確認のあと、マイページの注文詳細に校正をお送りします。「この内容で進める」を選んでいただいてから製作に入ります。',
  },
  skipped: {
    title: '校正なしで進める',
    text: 'データ確認で問題がなければ、校正を待たずに製作に入ります。データに不備があるときはご連絡します。',
  },
} as const;

export function ProofChoice({
  value,
  onChange,
  disabled,
}: {
  value: ProofChoiceValue;
  onChange: (value: ProofChoiceValue) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className={choices} disabled={disabled}>
      <legend className={choiceLegend}>{PROOF_CHOICE_TEXT.legend}</legend>
      {(['wanted', 'skipped'] as const).map((option) => {
        const { title, text } = PROOF_CHOICE_TEXT[option];
        const description = <span className={muted}>{text}</span>;
        return (
          <label key={option} className={choice}>
            <input type="radio" name="proof" value={option} checked={value === option} onChange={() => onChange(option)} />
            <span className={choiceBody}>
              <span className={choiceTitle}>{title}</span>
              {description}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
