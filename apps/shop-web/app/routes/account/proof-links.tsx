import type { Route } from './+types/proof-links.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { ACCOUNT_CRUMB } from '../../orders/order-trail.ts';
import { title } from '../../orders/order-pages.css.ts';
import { LINK_LIFETIME, RECIPIENT_DOES_NOT_SEE } from '../../proof-share/proof-links.ts';
import { SharedProofsList } from '../../proof-share/shared-proofs-list.tsx';
import { note } from '../../proof-share/proof-share.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

// The spec §6 guard (a guest goes to login); the list itself is read in the browser, where it is revoked.
const loaders = customerLoaders(async (api) => {
  await api.user.get();
  return null;
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: '共有中の校正',
  description: 'カートやご注文から共有した校正のリンクを確認し、停止できます。',
});

/** `/myaccount/proof_links` (issue #30): every shared proof of the customer, with 「停止する」 for those still open. */
export default function ProofLinksPage() {
  return (
    <>
      <TrailBreadcrumbs trail={[HOME_CRUMB, ACCOUNT_CRUMB, { name: '共有中の校正', path: '/myaccount/proof_links' }]} />
      <h1 className={title}>共有中の校正</h1>
      <p className={note}>
        カートのプリント注文やご注文の商品から「校正を共有する」で作成したリンクです。{LINK_LIFETIME}
        {RECIPIENT_DOES_NOT_SEE}停止したリンクは、開いても内容が表示されなくなります。
      </p>
      <SharedProofsList empty="共有中の校正はありません。カートのプリント注文の「校正を共有する」から作成できます。" />
    </>
  );
}
