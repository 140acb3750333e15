/**
 * The customer's own record (`/api/account…`, issue #14): read it, change the name, newsletter,
 * e-mail (by a link to the new address) and password, and close the account. Handlers read and
 * check the request, let the account service apply the rules and answer in the wire shape.
 */
import { API_ROUTES, NEWSLETTER_WORDING } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import { type AccountRefusal, accountService } from './account-service.ts';
import type { AccountRecord } from './account-store.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { on, readRequest } from '../http/route.ts';
import { clearSessionCookies, setSessionCookies } from '../session/cookies.ts';
import { currentSession, requireCustomer } from '../session/middleware.ts';
import { signIn } from '../auth/auth-service.ts';

/** The account in its wire shape. */
function accountWire(account: AccountRecord) {
  return {
    name: account.name,
    name_kana: account.name_kana,
    email: account.email,
    newsletter: { subscribed: account.newsletter, changed_at: account.newsletter_changed_at?.toISOString() ?? null },
    pending_email:
      account.pending_email !== null && account.pending_email_expires_at !== null
        ? { email: account.pending_email, expires_at: account.pending_email_expires_at.toISOString() }
        : null,
    created_at: account.created_at.toISOString(),
  };
}

/** A refusal as an answer: 422 names its field, 429 says when to retry. */
function refused(c: Context<AppEnv>, error: AccountRefusal) {
  if (error.status === 429) {
    c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
    return c.json({ message: error.message }, 429);
  }
  throw new HttpProblem(error.status, error.message, error.field ? { [error.field]: [error.message] } : undefined);
}

export function accountRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const accounts = accountService(deps);

  /** The customer's open account, or 401 (closed meanwhile: the session is no longer theirs). */
  async function load(customerId: number) {
    const account = await accounts.get(customerId);
    if (!account) throw new HttpProblem(401, 'Unauthenticated.');
    return account;
  }
  const answer = async (c: Context<AppEnv>, customerId: number) => c.json({ data: accountWire(await load(customerId)) });

  on(app, API_ROUTES.account, async (c) => answer(c, requireCustomer(c)));

  on(app, API_ROUTES.accountName, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountName);
    await load(customerId);
    await accounts.changeName(customerId, body.name, body.nameKana);
    return answer(c, customerId);
  });

  on(app, API_ROUTES.accountNewsletter, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountNewsletter);
    await load(customerId);
    await accounts.changeNewsletter(customerId, body.subscribed, NEWSLETTER_WORDING);
    return answer(c, customerId);
  });

  on(app, API_ROUTES.accountEmail, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountEmail);
    const result = await accounts.requestEmailChange(customerId, body.email, body.currentPassword);
    if (!result.ok) return refused(c, result.error);
    return answer(c, customerId);
  });

  on(app, API_ROUTES.accountEmailConfirm, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountEmailConfirm);
    const result = await accounts.confirmEmailChange(customerId, body.token);
    if (!result.ok) return refused(c, result.error);
    return answer(c, customerId);
  });

  on(app, API_ROUTES.accountEmailCancel, async (c) => {
    const customerId = requireCustomer(c);
    await accounts.cancelEmailChange(customerId);
    return c.body(null, 204);
  });

  on(app, API_ROUTES.accountPassword, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountPassword);
    const session = currentSession(c);
    if (!session) throw new HttpProblem(401, 'Unauthenticated.');
    const result = await accounts.changePassword(customerId, body.currentPassword, body.password, session.id);
    if (!result.ok) return refused(c, result.error);
    // This browser stays logged in, on a new session id (and CSRF token) like after a login.
    const issued = await signIn(db, session, customerId, now());
    c.set('session', issued.state);
    setSessionCookies(c, config, issued);
    return c.json({ message: result.value });
  });

  on(app, API_ROUTES.accountClosure, async (c) => {
    const customerId = requireCustomer(c);
    await load(customerId);
    const { closable, blockingOrders } = await accounts.closure(customerId);
    return c.json({
      data: {
        closable,
        blocking_orders: blockingOrders.map((order) => ({ number: order.number, status: order.status, status_label: order.statusLabel })),
      },
    });
  });

  on(app, API_ROUTES.accountClose, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.accountClose);
    const result = await accounts.close(customerId, body.currentPassword);
    if (!result.ok) return refused(c, result.error);
    c.set('session', undefined);
    clearSessionCookies(c, config);
    return c.json({ message: result.value });
  });

  return app;
}
