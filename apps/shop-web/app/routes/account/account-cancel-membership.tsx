import type { ApiClient } from '@shop/api-client';
import { CancelMembershipRequestSchema } from '@shop/api-contract';
import { Button, FormAlert, TextField } from '@shop/ui';
import { accountClosedAtom, servicesAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/account-cancel-membership.ts';
import { accountTrail } from '../../account/account-trail.ts';
import { BackToAccount } from '../../account/back-to-account.tsx';
import { actions, checkbox, done, form, lead, notice, page, title } from '../../account/account-page.css.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { loadForCustomer, privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { useAccountForm } from './use-account-form.ts';

/** Whether the account may close now, and the orders in the way (behind the guard). */
function loadClosure(api: ApiClient, request: Request) {
  return loadForCustomer(request, async () => (await api.account.closure()).data);
}

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadClosure(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: '退会', description: '会員登録を解除（退会）できます。' });

/**
 * `/myaccount/cancel-membership`: what closing the account does, then the password to confirm it.
 * While an order is not yet delivered (or cancelled) the page names it and offers no form.
 */
export default function CancelMembershipPage({ loaderData: closure }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const signOut = useSetAtom(accountClosedAtom);
  const [agreed, setAgreed] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const { formError, pending, formRef, field, onSubmit } = useAccountForm({
    initial: { current_password: '' },
    schema: CancelMembershipRequestSchema,
    attempt: 'パスワードの確認',
    submit: async ({ current_password }) => {
      const answer = await (await api()).account.close({ currentPassword: current_password });
      signOut();
      setClosed(answer.message);
    },
  });

  if (closed) {
    return (
      <div className={page}>
        <h1 className={title}>退会手続き完了</h1>
        <p className={done} role="status">
          {closed}
        </p>
        <p className={lead}>確認のメールをお送りしました。同じメールアドレスで、いつでも新しく会員登録いただけます。</p>
        <p>
          <Link to="/">トップページへ</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={page}>
      <TrailBreadcrumbs trail={accountTrail('退会', '/myaccount/cancel-membership')} />
      <h1 className={title}>退会</h1>
      <div className={notice}>
        <p>退会すると、次のようになります。</p>
        <ul>
          <li>お名前・メールアドレス・お届け先・保存したカード・カート・保存したデザインなどの会員情報を削除します。</li>
          <li>保有ポイントと未使用のクーポンは失効し、元に戻せません。</li>
          <li>ご注文の記録は、法令に基づき帳簿として保管します（マイページからは見られなくなります）。</li>
          <li>同じメールアドレスで、いつでも新しく会員登録いただけます。</li>
        </ul>
      </div>
      {closure.closable ? (
        <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
          <FormAlert>{formError}</FormAlert>
          <label className={checkbox}>
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>上記の内容を確認し、退会します。</span>
          </label>
          <TextField {...field('current_password')} type="password" autoComplete="current-password" />
          <div className={actions}>
            <Button type="submit" variant="danger" size="lg" disabled={!hydrated || pending || !agreed} aria-busy={pending || undefined}>
              退会する
            </Button>
          </div>
        </form>
      ) : (
        <>
          <FormAlert>お届けが完了していないご注文があるため、現在は退会できません。配達完了後にお手続きください。</FormAlert>
          <ul>
            {closure.blockingOrders.map((order) => (
              <li key={order.number}>
                <Link to={`/myaccount/orders/${order.number}`}>ご注文番号 {order.number}</Link>（{order.statusLabel}）
              </li>
            ))}
          </ul>
        </>
      )}
      <BackToAccount />
    </div>
  );
}
