/**
 * Saved cards (`/api/payment_methods`, issue #14): list, open the gateway's card form in save mode,
 * keep the card it tokenised, make one the default, delete (also at the gateway). Handlers read and
 * check the request and let the saved-card service apply the rules (saved-cards/saved-card-service.ts).
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import { idParam } from '../http/body.ts';
import { HttpProblem } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { type SavedCardRefusal, savedCardService } from './saved-card-service.ts';
import { requireCustomer } from '../session/middleware.ts';
import { createRequestThrottle } from '../session/throttle.ts';

/** Card forms one customer may open in save mode per hour (each lets 10 numbers be tried). */
export const SAVED_CARD_SESSION_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** Answers of refused saved-card calls; the 404 is the address book's, for a missing id and another customer's alike. */
export const SAVED_CARD_MESSAGES = {
  noItem: 'No item exists.',
  tooMany: (max: number) => `カードは${max}枚まで登録できます。使わないカードを削除してから追加してください。`,
  unusableToken:
    'カード情報の有効期限が切れたか、すでに使われています。お手数ですが、もう一度「カードを追加」からカードを入力してください。',
  gatewayUnavailable: '決済代行会社に接続できませんでした。時間をおいて、もう一度お試しください。',
  throttled: (seconds: number) =>
    `カードの追加が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お試しいただけます）。`,
} as const;

function refused(error: SavedCardRefusal): HttpProblem {
  switch (error.type) {
    case 'not_found':
      return new HttpProblem(404, SAVED_CARD_MESSAGES.noItem);
    case 'too_many':
      return new HttpProblem(422, SAVED_CARD_MESSAGES.tooMany(error.max));
    case 'unusable_token':
      return new HttpProblem(422, SAVED_CARD_MESSAGES.unusableToken, { card_token: [SAVED_CARD_MESSAGES.unusableToken] });
    case 'gateway_unavailable':
      return new HttpProblem(503, SAVED_CARD_MESSAGES.gatewayUnavailable);
  }
}

/** `/api/payment_methods` routes. */
export function paymentMethodRoutes({ db, now, payments }: AppDeps) {
  const app = new Hono<AppEnv>();
  const cards = savedCardService(db, now, payments);
  const throttle = createRequestThrottle(db);

  on(app, API_ROUTES.savedCardList, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await cards.list(customerId) });
  });

  on(app, API_ROUTES.savedCardSessionCreate, async (c) => {
    const customerId = requireCustomer(c);
    const verdict = await throttle.take(
      [{ bucket: 'saved-card-sessions:customer', key: String(customerId), ...SAVED_CARD_SESSION_LIMIT }],
      now(),
    );
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json({ message: SAVED_CARD_MESSAGES.throttled(verdict.retryAfterSeconds) }, 429);
    }
    const result = await cards.openSession(customerId);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value }, 201);
  });

  on(app, API_ROUTES.savedCardCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.savedCardCreate);
    const result = await cards.save(customerId, body.cardToken);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value }, 201);
  });

  on(app, API_ROUTES.savedCardMakeDefault, async (c) => {
    const customerId = requireCustomer(c);
    const result = await cards.makeDefault(customerId, idParam(c));
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value });
  });

  on(app, API_ROUTES.savedCardDelete, async (c) => {
    const customerId = requireCustomer(c);
    const result = await cards.remove(customerId, idParam(c));
    if (!result.ok) throw refused(result.error);
    return c.body(null, 204);
  });

  return app;
}
