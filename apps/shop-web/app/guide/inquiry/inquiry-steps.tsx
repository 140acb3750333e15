import { step, steps } from './contact-form.css.ts';

const STEPS = ['入力', '確認', '完了'] as const;

/** Where the shopper is in the contact form: input, confirmation, done. */
export function InquirySteps({ current }: { current: (typeof STEPS)[number] }) {
  return (
    <ol className={steps} aria-label="お問い合わせの手順">
      {STEPS.map((name, index) => (
        <li key={name} className={step} aria-current={name === current ? 'step' : undefined}>
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
