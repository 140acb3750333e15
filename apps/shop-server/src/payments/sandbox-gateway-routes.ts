/**
 * The sandbox gateway's HTTP surface under `/sandbox-gateway/v1/` (docs/decisions/009). It is not our
 * `/api`: no shop session, no shop CSRF token, no shop tables. The card form posts the card here and
 * receives a token; the 3-D Secure challenge page is a plain HTML form (no script: the strict CSP of
 * every HTML answer applies to it too) that sends the shopper back to the charge's return URL.
 */
import { cardFormMessages, type CardFormErrors, CARD_BRAND_NAMES } from '@shop/payment-card';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { challengePage, notFoundPage } from './challenge-page.ts';
import { type CardInput, type ChallengeAction, SANDBOX_GATEWAY_PATH, type SandboxGateway } from './sandbox-gateway.ts';

/** The variables the host app sets that these routes read (http/security-headers.ts). */
interface GatewayEnv {
  Variables: {
    /** This response's CSP nonce: the challenge page's <style> carries it. */
    cspNonce: string | undefined;
  };
}

/** Largest request body the gateway reads, bytes (a card is a few hundred). */
export const GATEWAY_BODY_LIMIT = 16 * 1024;

/** Japanese answers the card form shows as they are. */
export const GATEWAY_MESSAGES = {
  unknownSession: 'このお支払い画面は有効期限が切れたか、無効です。お手数ですが、ご注文手続きからやり直してください。',
  tooManyAttempts: 'カード情報の入力回数が上限に達しました。お手数ですが、ご注文手続きからやり直してください。',
  malformed: 'カード情報を読み取れませんでした。もう一度お試しください。',
} as const;

/** Wire names of the card form's fields. */
const WIRE_FIELDS = { number: 'number', expMonth: 'exp_month', expYear: 'exp_year', cvc: 'cvc', name: 'name' } as const;

/** Laravel-style 422 body, as our API answers: `{ message, errors: { field: [message] } }`. */
function invalidCard(errors: CardFormErrors) {
  const messages = cardFormMessages(errors);
  const byField: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(messages)) byField[WIRE_FIELDS[field as keyof typeof WIRE_FIELDS]] = [message];
  const all = Object.values(messages);
  const message = all.length > 1 ? `${all[0]}（他${all.length - 1}件のエラー）` : (all[0] ?? GATEWAY_MESSAGES.malformed);
  return { message, errors: byField };
}

/** A form value as text: strings as sent, numbers written out, anything else empty. */
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The card fields of a JSON body; null when the body is not a JSON object. */
async function readCard(c: Context): Promise<CardInput | null> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  return {
    number: text(fields['number']),
    expMonth: text(fields['exp_month']),
    expYear: text(fields['exp_year']),
    cvc: text(fields['cvc']),
    name: text(fields['name']),
  };
}

/** The routes; mounted by createApp when the payment gateway is the sandbox. */
export function sandboxGatewayRoutes(gateway: SandboxGateway) {
  const app = new Hono<GatewayEnv>().basePath(`${SANDBOX_GATEWAY_PATH}/v1`);
  app.use(
    '*',
    bodyLimit({
      maxSize: GATEWAY_BODY_LIMIT,
      onError: (c) => c.json({ message: `Request body larger than ${GATEWAY_BODY_LIMIT} bytes.` }, 413),
    }),
  );
  // Nothing the gateway answers may be kept by a browser or a proxy (card tokens, challenge pages).
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // Whether a card-entry session is still open, and where the card form goes back to.
  app.get('/sessions/:token', async (c) => {
    const session = await gateway.sessionOf(c.req.param('token'));
    if (session === null) return c.json({ message: GATEWAY_MESSAGES.unknownSession }, 404);
    return c.json({ return_path: session.returnPath, mode: session.mode });
  });

  // Tokenising: the only place a card number ever reaches this process. It is checked, its outcome
  // decided, and dropped; it is never logged (not even in a refusal).
  app.post('/sessions/:token/cards', async (c) => {
    const input = await readCard(c);
    if (!input) return c.json({ message: GATEWAY_MESSAGES.malformed }, 400);
    const result = await gateway.tokenize(c.req.param('token'), input);
    if (!result.ok) {
      if (result.error.type === 'unknown_session') return c.json({ message: GATEWAY_MESSAGES.unknownSession }, 404);
      if (result.error.type === 'too_many_attempts') return c.json({ message: GATEWAY_MESSAGES.tooManyAttempts }, 429);
      return c.json(invalidCard(result.error.errors), 422);
    }
    const { card } = result;
    return c.json(
      { card_token: card.cardToken, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      201,
    );
  });

  // The 3-D Secure challenge page.
  app.get('/challenges/:reference', async (c) => {
    const view = await gateway.challengeView(c.req.param('reference'));
    const nonce = c.get('cspNonce');
    if (!view) return c.html(notFoundPage(nonce), 404);
    return c.html(challengePage(view, { nonce, brandName: CARD_BRAND_NAMES[view.brand] }));
  });

  // The shopper's answer: recorded, then back to the shop (303: the browser follows with a GET).
  app.post('/challenges/:reference', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const action = form['action'];
    if (action !== 'authenticate' && action !== 'cancel') return c.text('action must be authenticate or cancel', 400);
    const returnUrl = await gateway.answerChallenge(c.req.param('reference'), action satisfies ChallengeAction);
    if (returnUrl === null) return c.html(notFoundPage(c.get('cspNonce')), 404);
    return c.redirect(returnUrl, 303);
  });

  app.all('*', (c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  return app;
}
