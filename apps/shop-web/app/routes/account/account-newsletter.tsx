import { NEWSLETTER_WORDING } from '@shop/api-contract';
import { Button, FormAlert } from '@shop/ui';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-newsletter.ts';
import { accountTrail } from '../../account/account-trail.ts';
import { BackToAccount } from '../../account/back-to-account.tsx';
import { actions, checkbox, current, definition, done, form, lead, page, term, title } from '../../account/account-page.css.ts';
import { loadAccount } from '../../account/load-account.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { formatDateTime } from '../../orders/order-format.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { describeSubmitError } from './submit-error.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadAccount(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'メールマガジン', description: 'メールマガジンの配信を設定できます。' });

/** `/myaccount/newsletter`: opt in or out; the choice is recorded with its time and the wording shown. */
export default function AccountNewsletterPage({ loaderData: account }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const { revalidate } = useRevalidator();
  const [subscribed, setSubscribed] = useState(account.newsletter.subscribed);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(null);
    try {
      const answer = await (await api()).account.setNewsletter({ subscribed });
      await revalidate();
      setSaved(answer.data.newsletter.subscribed);
    } catch (failure) {
      setError(describeSubmitError(failure, []).formError);
    } finally {
      setPending(false);
    }
  };

  const { changedAt } = account.newsletter;
  return (
    <div className={page}>
      <TrailBreadcrumbs trail={accountTrail('メールマガジン', '/myaccount/newsletter')} />
      <h1 className={title}>メールマガジン</h1>
      <p className={lead}>新商品やセール、クーポンのお知らせをお届けします。ご注文や発送のご連絡は、設定にかかわらずお送りします。</p>
      <dl className={current}>
        <dt className={term}>現在の設定</dt>
        <dd className={definition}>{account.newsletter.subscribed ? '受け取る' : '受け取らない'}</dd>
        <dt className={term}>設定日時</dt>
        <dd className={definition}>{changedAt ? formatDateTime(changedAt) : '未設定'}</dd>
      </dl>
      {saved !== null ? (
        <p className={done} role="status">
          {saved ? 'メールマガジンの配信を登録しました。' : 'メールマガジンの配信を停止しました。'}
        </p>
      ) : null}
      <form method="post" noValidate className={form} onSubmit={(event) => void submit(event)}>
        <FormAlert>{error}</FormAlert>
        <label className={checkbox}>
          <input type="checkbox" name="subscribed" checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
          <span>{NEWSLETTER_WORDING}</span>
        </label>
        <div className={actions}>
          <Button type="submit" size="lg" disabled={!hydrated || pending} aria-busy={pending || undefined}>
            設定を保存する
          </Button>
        </div>
      </form>
      <BackToAccount />
    </div>
  );
}
