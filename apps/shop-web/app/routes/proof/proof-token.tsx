/**
 * `/proof/:token` (issue #30, 「校正を共有する」): a shared proof, server-rendered for whoever holds
 * the link, with no session needed. Read-only and without prices; a revoked or expired link answers
 * 410 and an unknown one 404, each with a Japanese sentence and nothing of the proof. The server sends
 * `noindex`, `no-referrer` and `no-store` for every `/proof/` path (shop-server security-headers.ts).
 */
import { ApiError } from '@shop/api-client';
import { API_ROUTES, PROOF_TOKEN_PATTERN } from '@shop/api-contract';
import { data } from 'react-router';
import type { Route } from './+types/proof-token.ts';
import { apiContext } from '../../api/context.ts';
import { ProofClosed, ProofView } from '../../proof-share/proof-view.tsx';
import { pageMeta } from '../../seo/meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { title } from '../../orders/order-pages.css.ts';

/** The sentence of a token that is not even well formed (the server's own for one it does not know). */
const UNKNOWN = 'この校正の共有リンクは見つかりません。URLが正しいか、共有した方にご確認ください。';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!PROOF_TOKEN_PATTERN.test(params.token)) return data({ closed: { status: 404, message: UNKNOWN } }, { status: 404 });
  try {
    const answer = await context.get(apiContext).call(API_ROUTES.proofLinkView, { params: { token: params.token } });
    return { proof: answer.data };
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 410)) {
      const status = error.statusCode;
      return data({ closed: { status, message: error.serverMessage ?? UNKNOWN } }, { status });
    }
    // Never the client's own message: it names the path, and the path holds the token.
    throw new Response('The shared proof could not be read.', { status: 502 });
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: '校正の共有', description: 'ご注文前のプリントの仕上がりイメージ（閲覧専用）です。', noindex: true });

export default function ProofTokenPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className={title}>{'proof' in loaderData ? `校正の共有：${loaderData.proof.product.name}` : '校正の共有'}</h1>
      {'proof' in loaderData ? <ProofView proof={loaderData.proof} /> : <ProofClosed {...loaderData.closed} />}
    </>
  );
}
