/**
 * A question the shopper must answer before the design goes on being saved (another tab saved a
 * newer revision; the account holds a newer revision): the message and one button per answer.
 */
import { Button } from '@shop/ui';
import { useState } from 'react';
import type { Choice } from '../persistence.ts';
import { choiceBanner, choiceButtons } from './layout.css.ts';

export function ChoiceBanner({ choice, onDone }: { choice: Choice; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div
      className={choiceBanner}
      role="alertdialog"
      aria-label="保存の確認"
      aria-describedby="designtool-choice-message"
      data-testid="choice-banner"
    >
      <p id="designtool-choice-message" style={{ margin: 0 }}>
        {choice.message}
      </p>
      <div className={choiceButtons}>
        {choice.options.map((option, index) => (
          <Button
            key={option.label}
            size="sm"
            variant={index === 0 ? 'primary' : 'outline'}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await option.run();
              } finally {
                setBusy(false);
                onDone();
              }
            }}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
