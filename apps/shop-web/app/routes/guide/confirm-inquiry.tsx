import { button, Button, FormAlert } from '@shop/ui';
import { FIELD_LABELS } from '@shop/validation';
import { browserApi } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, Navigate, redirect, useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/confirm-inquiry.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd, trailOf } from '../../navigation/trail.ts';
import { article, title } from '../../guide/guide.css.ts';
import { buttons, review, reviewRow, reviewTerm, reviewValue, thanks } from '../../guide/inquiry/contact-form.css.ts';
import { inquiryFormAtom, inquiryServerErrorsAtom, inquirySentAtom, inquirySentIdAtom } from '../../guide/inquiry/inquiry-atoms.ts';
import { InquirySteps } from '../../guide/inquiry/inquiry-steps.tsx';
import { INQUIRY_FIELDS, categoryLabel, isCompleteInquiry } from '../../guide/inquiry/inquiry-values.ts';
import { sendErrorMessage } from '../../guide/inquiry/send-error-message.ts';
import { sendInquiry } from '../../loaders/guide/send-inquiry.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

/** The contact form, where a visit without entered values is sent back to. */
export const CONTACT_PATH = '/info/contactus';

const TRAIL = trailOf([{ name: 'お問い合わせ', path: CONTACT_PATH }], { name: '入力内容の確認', path: '/info/confirm_inquiry' });

// The entered values live only in the browser's memory: a request that reaches the server (a direct
// visit, a reload) has none, so it goes back to the form.
export function loader() {
  throw redirect(CONTACT_PATH);
}

// In the browser the page itself checks for values (see the component).
export function clientLoader() {
  return null;
}

/** Sends the inquiry (the body is the entered values as JSON). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendInquiry(await browserApi(), await request.json());
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: 'お問い合わせ内容の確認',
    description: 'お問い合わせフォームにご入力いただいた内容を確認して送信します。',
    canonical: canonicalUrl(publicUrl, '/info/confirm_inquiry'),
    noindex: true,
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

/** Step 3: the inquiry was received. */
function Thanks({ id }: { id: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className={article}>
      <TrailBreadcrumbs
        trail={trailOf([{ name: 'お問い合わせ', path: CONTACT_PATH }], { name: '送信完了', path: '/info/confirm_inquiry' })}
      />
      <InquirySteps current="完了" />
      <h1 ref={heading} tabIndex={-1} className={`${title} ${thanks}`}>
        お問い合わせを受け付けました
      </h1>
      <p>
        お問い合わせいただき、ありがとうございます。受付番号は<strong>「{id}」</strong>です。
      </p>
      <p>
        ご入力のメールアドレスに受付確認のメールをお送りしました。内容を確認のうえ、原則として2営業日以内に担当者よりメールでご回答いたします。数日たっても返信がない場合は、迷惑メールフォルダもご確認ください。
      </p>
      <p className={buttons}>
        <Link to="/" className={button({ variant: 'primary' })}>
          ホームへ戻る
        </Link>
        <Link to="/faqs" className={button({ variant: 'outline' })}>
          よくあるご質問を見る
        </Link>
      </p>
    </article>
  );
}

/** Contact form, step 2 of 3: check the entered values and send them; step 3 thanks. */
export default function ConfirmInquiryPage() {
  const values = useAtomValue(inquiryFormAtom);
  const sentId = useAtomValue(inquirySentIdAtom);
  const markSent = useSetAtom(inquirySentAtom);
  const setServerErrors = useSetAtom(inquiryServerErrorsAtom);
  const fetcher = useFetcher<typeof clientAction>();
  const navigate = useNavigate();
  const sending = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Refused fields go back to the form (below); any other failure is told here until the next send.
  const refusedFields =
    result && !result.ok && result.error.type === 'invalid' && Object.keys(result.error.fields).length > 0 ? result.error.fields : null;
  const failure = result && !result.ok && refusedFields === null ? result.error : null;

  useEffect(() => {
    if (result?.ok) {
      markSent(result.id);
    } else if (refusedFields) {
      // The server refused fields: back to the form, with its messages under those fields.
      setServerErrors(refusedFields);
      void navigate(CONTACT_PATH);
    }
  }, [result, refusedFields, markSent, setServerErrors, navigate]);

  if (sentId !== null) return <Thanks id={sentId} />;
  if (!isCompleteInquiry(values)) return <Navigate to={CONTACT_PATH} replace />;

  const send = () => {
    void fetcher.submit(values, { method: 'post', encType: 'application/json' });
  };

  return (
    <article className={article}>
      <TrailBreadcrumbs trail={TRAIL} />
      <InquirySteps current="確認" />
      <h1 className={title}>入力内容の確認</h1>
      <p>以下の内容で送信します。よろしければ「送信する」を押してください。</p>
      <dl className={review}>
        {INQUIRY_FIELDS.map((name) => (
          <div key={name} className={reviewRow}>
            <dt className={reviewTerm}>{FIELD_LABELS[name]}</dt>
            <dd className={reviewValue}>{name === 'category' ? categoryLabel(values.category) : values[name]}</dd>
          </div>
        ))}
      </dl>
      {failure ? <FormAlert>{sendErrorMessage(failure)}</FormAlert> : null}
      <div className={buttons}>
        <Link to={CONTACT_PATH} className={button({ variant: 'outline', size: 'lg' })}>
          入力画面に戻る
        </Link>
        <Button size="lg" onClick={send} disabled={sending} aria-busy={sending}>
          {sending ? '送信中…' : '送信する'}
        </Button>
      </div>
    </article>
  );
}
