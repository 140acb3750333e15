import type { Coupon } from '@shop/api-contract';
import { Button, FormAlert, TextField } from '@shop/ui';
import { firstValidationMessage, serverMessageOf, servicesAtom, statusOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/coupons.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { CouponCard } from '../../loyalty/coupon-card.tsx';
import { couponsTrail } from '../../loyalty/loyalty-trail.ts';
import { claimed, claimForm, claimHint, couponList, lead, muted, section, sectionTitle, tab, tabs } from '../../loyalty/loyalty.css.ts';
import { title } from '../../orders/order-pages.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';

/** The customer's coupons by state (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => (await api.coupons.list()).data);
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'クーポン',
  description: 'お持ちのクーポンとご利用条件を確認し、クーポンコードを登録できます。',
});

const SECTIONS = [
  {
    state: 'available',
    heading: '利用可能',
    empty: '利用できるクーポンはありません。クーポンコードをお持ちの方は上の欄から登録してください。',
  },
  { state: 'used', heading: '使用済み', empty: '使用済みのクーポンはありません。' },
  { state: 'expired', heading: '期限切れ', empty: '期限切れのクーポンはありません。' },
] as const;

const CLAIM_FAILED = 'クーポンを登録できませんでした。時間をおいて、もう一度お試しください。';

/** The form that adds a coupon code to the account; the list reloads when it is added. */
function ClaimForm() {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const { revalidate } = useRevalidator();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    if (code.trim() === '') {
      setError('クーポンコードを入力してください');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await (await api()).coupons.claim(code);
      setDone(`クーポン「${answer.data.name}」（${answer.data.valueLabel}）を登録しました。`);
      setCode('');
      await revalidate();
    } catch (failure) {
      const status = statusOf(failure);
      setError(
        firstValidationMessage(failure, 'code') ??
          firstValidationMessage(failure) ??
          (status === 429 ? serverMessageOf(failure) : undefined) ??
          CLAIM_FAILED,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" noValidate className={claimForm} onSubmit={(event) => void submit(event)} aria-label="クーポンコードの登録">
      <TextField
        label="クーポンコード"
        name="code"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error ?? undefined}
      />
      <Button type="submit" disabled={!hydrated || pending} aria-busy={pending || undefined}>
        {pending ? '登録しています…' : '登録する'}
      </Button>
      <p className={claimHint}>メールやチラシでお知らせしたコードを入力してください（例: SPRING500）。</p>
      <FormAlert tone="notice" className={claimed}>
        {done}
      </FormAlert>
    </form>
  );
}

function CouponSection({ heading, empty, coupons, id }: { heading: string; empty: string; coupons: readonly Coupon[]; id: string }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {heading}（{coupons.length}件）
      </h2>
      {coupons.length === 0 ? (
        <p className={muted}>{empty}</p>
      ) : (
        <ul className={couponList}>
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/myaccount/coupons`: the coupons of the account (利用可能 / 使用済み / 期限切れ) and a form to add a code. */
export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const base = useId();
  return (
    <>
      <TrailBreadcrumbs trail={couponsTrail()} />
      <h1 className={title}>クーポン</h1>
      <p className={lead}>
        お持ちのクーポンはご注文手続きの確認画面で選べます。<Link to="/myaccount/point_history">ポイント履歴を見る</Link>
      </p>
      <ClaimForm />
      <nav aria-label="クーポンの種類">
        <ul className={tabs}>
          {SECTIONS.map((s) => (
            <li key={s.state}>
              <a className={tab} href={`#${base}-${s.state}`}>
                {s.heading}（{loaderData[s.state].length}）
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((s) => (
        <CouponSection key={s.state} id={`${base}-${s.state}`} heading={s.heading} empty={s.empty} coupons={loaderData[s.state]} />
      ))}
    </>
  );
}
