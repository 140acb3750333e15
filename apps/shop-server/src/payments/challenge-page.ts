/**
 * The sandbox's 3-D Secure challenge page: small, self-contained HTML in Japanese. No script and no
 * external resource; one <style> element that carries the response's CSP nonce (the strict policy
 * of every HTML answer allows no other inline style). Two buttons post a plain form.
 */
import type { ChallengeView } from './sandbox-gateway.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML content and quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Yen, tax included, as `¥12,345`. */
const yen = (amount: number) => `¥${new Intl.NumberFormat('ja-JP').format(amount)}`;

export const CHALLENGE_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px 16px;background:#eef1f5;color:#1f2933;font:16px/1.7 system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:24px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:4px;background:#fff4d6;color:#6b4e00;font-size:13px}
h1{margin:0 0 8px;font-size:20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:16px 0;padding:12px 16px;background:#f6f8fa;border-radius:6px}
dt{color:#52606d}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:flex;flex-direction:column;gap:12px;margin-top:20px}
button,a.button{display:block;width:100%;padding:12px;border-radius:6px;border:1px solid #1d4ed8;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button{background:#1d4ed8;color:#fff}
button.secondary,a.button{background:#fff;color:#1d4ed8}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{margin:16px 0 0;color:#52606d;font-size:13px}
`;

function page(title: string, body: string, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style${nonceAttribute}>${CHALLENGE_PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="badge">テスト環境（サンドボックス決済）</p>
${body}
</main>
</body>
</html>
`;
}

/** The challenge page: merchant, order number, amount and card, then 「認証する」 and 「キャンセル」. */
export function challengePage(view: ChallengeView, { nonce, brandName }: { nonce: string | undefined; brandName: string }): string {
  const details = `<dl>
<dt>ご利用先</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>ご注文番号</dt><dd>${escapeHtml(view.orderNumber)}</dd>
<dt>お支払い金額</dt><dd>${yen(view.amount)}</dd>
<dt>カード</dt><dd>${escapeHtml(brandName)} **** ${escapeHtml(view.last4)}</dd>
</dl>`;
  if (!view.pending) {
    return page(
      '本人認証（3Dセキュア）',
      `<h1>本人認証（3Dセキュア）</h1>
<p>このお支払いの本人認証はすでに終了しています。</p>
${details}
<a class="button" href="${escapeHtml(view.returnUrl)}">ショップに戻る</a>`,
      nonce,
    );
  }
  return page(
    '本人認証（3Dセキュア）',
    `<h1>本人認証（3Dセキュア）</h1>
<p>カード会社による本人確認です。内容をご確認のうえ、お支払いを認証してください。</p>
${details}
<form method="post">
<button type="submit" name="action" value="authenticate">認証する</button>
<button type="submit" name="action" value="cancel" class="secondary">キャンセル</button>
</form>
<p class="note">これはテスト用の画面です。実際のカード会社による認証は行われません。</p>`,
    nonce,
  );
}

/** The page of an unknown challenge. */
export function notFoundPage(nonce: string | undefined): string {
  return page(
    'ページが見つかりません',
    `<h1>ページが見つかりません</h1>
<p>この本人認証のページは存在しないか、有効期限が切れています。お手数ですが、ショップのご注文手続きからやり直してください。</p>`,
    nonce,
  );
}
