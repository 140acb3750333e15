/** What the design tool shows when it cannot open (no stored print order, product gone…): the message and the way back. */
import { vars } from '@shop/ui';
import { CopyrightFooter } from './footer.tsx';

export function ErrorScreen({ status, message, back }: { status: number; message: string; back: string }) {
  return (
    <div style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: vars.space.lg }}>
        <div style={{ maxWidth: 480, textAlign: 'center' }}>
          <h1 style={{ fontSize: vars.fontSize.xl }}>デザインツールを開けませんでした</h1>
          <p role="alert" data-status={status}>
            {message}
          </p>
          <a href={back} style={{ color: vars.color.accent }}>
            戻る
          </a>
        </div>
      </main>
      <CopyrightFooter />
    </div>
  );
}
