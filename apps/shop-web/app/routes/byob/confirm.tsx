import { isApiError, ValidationError } from '@shop/api-client';
import { API_ROUTES } from '@shop/api-contract';
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { Button, button, FormAlert } from '@shop/ui';
import { browserApi, statusOf } from '@shop/web-state';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { Route } from './+types/confirm.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { firstIncompleteStep, requestBody } from '../../byob/byob-draft.ts';
import { ByobSteps, draftSummary, loadByobCatalogue, SummaryList } from '../../byob/byob-parts.tsx';
import { BYOB_CRUMB } from '../../byob/step-form.tsx';
import { storeByobDraft, useByobDraft } from '../../byob/use-byob-draft.ts';
import { buttons, thanks } from '../../guide/inquiry/contact-form.css.ts';
import { article, title } from '../../guide/guide.css.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailOf } from '../../navigation/trail.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { TRANSIT_DAYS } from './ask-3.tsx';

async function loadConfirm(api: Parameters<typeof loadByobCatalogue>[0]) {
  const [{ methods }, calendar] = await Promise.all([loadByobCatalogue(api), api.delivery.businessDays()]);
  return { methods, businessDays: calendar.days, today: shopLocalDate(Date.now(), DEFAULT_SHOP_OFFSET_HOURS) };
}

const loaders = apiLoaders((api) => loadConfirm(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = noindexMeta({
  title: '持ち込みプリントのお見積り依頼（確認）',
  description: 'ご入力いただいたお見積り依頼の内容を確認して送信します。',
});

const TRAIL = trailOf([BYOB_CRUMB], { name: 'お見積り依頼（確認）', path: '/byob/confirm' });

type Sent = { number: string; email: string };

/** Why the request was not sent, in Japanese. */
function failureMessage(error: unknown): string {
  if (error instanceof ValidationError) {
    const messages = Object.values(error.errors).flat();
    return `ご入力内容に誤りがありました。${messages.join(' ')} 前の手順に戻って修正してください。`;
  }
  if (statusOf(error) === 429 && isApiError(error) && error.serverMessage) return error.serverMessage;
  return '送信できませんでした。通信状況をご確認のうえ、もう一度お試しください。';
}

/** The thank-you with the request's number. */
function Thanks({ sent }: { sent: Sent }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={trailOf([BYOB_CRUMB], { name: '送信完了', path: '/byob/confirm' })} />
      <h1 ref={heading} tabIndex={-1} className={`${title} ${thanks}`}>
        お見積り依頼を受け付けました
      </h1>
      <p>
        ご依頼番号は<strong>「{sent.number}」</strong>です。
      </p>
      <p>
        {sent.email}{' '}
        に受付のメールをお送りしました。お見積りができしだい、メールでお知らせします。メールのリンクから、ご依頼の内容とお見積りを確認できます。
      </p>
      <p className={buttons}>
        <Link to="/" className={button({ variant: 'primary' })}>
          ホームへ戻る
        </Link>
        <Link to="/byob" className={button({ variant: 'outline' })}>
          持ち込みプリントについて
        </Link>
      </p>
    </article>
  );
}

/** `/byob/confirm`: everything once more, then send; the thank-you tells the number. */
export default function ByobConfirmPage({ loaderData }: Route.ComponentProps) {
  const { methods, businessDays, today } = loaderData;
  const [{ ready, draft }] = useByobDraft();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent) return <Thanks sent={sent} />;
  if (!ready) return <article className={article} aria-busy="true" />;
  const incomplete = firstIncompleteStep(draft, { today, businessDays, transitDays: TRANSIT_DAYS });
  if (incomplete) return <Navigate to={incomplete} replace />;

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await (await browserApi()).call(API_ROUTES.byobRequestCreate, { body: requestBody(draft) });
      const data = (answer as { data: Sent }).data;
      setSent(data);
      storeByobDraft(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <article className={article}>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={title}>持ち込みプリントのお見積り依頼</h1>
      <ByobSteps current={3} />
      <p>以下の内容でお見積りを依頼します。よろしければ「依頼を送信する」を押してください。</p>
      <SummaryList rows={draftSummary(draft, methods)} label="ご依頼の内容" />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={buttons}>
        <Link to="/byob/ask_3" className={button({ variant: 'outline', size: 'lg' })}>
          戻る
        </Link>
        <Button size="lg" onClick={() => void send()} disabled={sending} aria-busy={sending}>
          {sending ? '送信中…' : '依頼を送信する'}
        </Button>
      </div>
    </article>
  );
}
