import { API_ROUTES } from '@shop/api-contract';
import { ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '@shop/validation';
import { type Context, Hono } from 'hono';
import { readBody } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { clearSessionCookies, setSessionCookies, setXsrfCookie } from '../session/cookies.ts';
import { createCustomer, findCustomerByEmail, findUser, setPasswordHash, type User } from '../session/customer-store.ts';
import { beginLoginAttempt, clearLoginAttempts, throttleEmailKey } from '../session/login-throttle.ts';
import { AUTH_MESSAGES } from '../session/messages.ts';
import { currentSession, requireCustomer } from '../session/middleware.ts';
import { consumeResetToken, findResetCustomer, issueResetToken, resetMailedRecently } from '../session/password-reset.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../session/password.ts';
import { SESSION_POLICY } from '../session/policy.ts';
import { createSession, destroyCustomerSessions, destroySession } from '../session/session-store.ts';
import { signIn } from './auth-service.ts';
import { clientIp, createRequestThrottle, REQUEST_LIMITS, THROTTLE_MESSAGES } from '../session/throttle.ts';

/** 422 with one message on one field, Laravel style. */
const fieldProblem = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });

/** Sanctum-compatible session calls: csrf-cookie, login, logout, user, register, password reset. */
export function authRoutes(deps: AppDeps) {
  const { db, config, now, mailer } = deps;
  const app = new Hono<AppEnv>();
  const throttle = createRequestThrottle(db);

  /** 429 with Retry-After (s) and one Japanese message. */
  const tooMany = (c: Context<AppEnv>, seconds: number, message: string) => {
    c.header('Retry-After', String(seconds));
    return c.json({ message }, 429);
  };

  /** Starts (or keeps) the session and hands out the XSRF-TOKEN cookie. */
  on(app, API_ROUTES.csrfCookie, async (c) => {
    const session = currentSession(c);
    if (session) setXsrfCookie(c, config, session.csrfToken);
    else setSessionCookies(c, config, await createSession(db, null, now()));
    return c.body(null, 204);
  });

  /** Logs the customer in on a new session id, replacing the anonymous session. */
  async function logIn(c: Context<AppEnv>, user: User) {
    const issued = await signIn(db, currentSession(c), user.id, now());
    c.set('session', issued.state);
    setSessionCookies(c, config, issued);
  }

  on(app, API_ROUTES.login, async (c) => {
    const { email, password } = await readBody(c, LoginSchema);
    const ip = clientIp(c);
    const attempt = await beginLoginAttempt(db, email, ip, now());
    if (!attempt.allowed) {
      const message = AUTH_MESSAGES.tooManyAttempts(attempt.retryAfterSeconds);
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json({ message, errors: { email: [message] } }, 429);
    }
    const customer = await findCustomerByEmail(db, email);
    // Unknown e-mail: still one full scrypt run, so the answer takes as long as for a wrong password.
    const valid = customer ? await verifyPassword(password, customer.password_hash) : await verifyAgainstDummy(password);
    if (!customer || !valid) throw fieldProblem('email', AUTH_MESSAGES.loginFailed);
    await clearLoginAttempts(db, email, ip);
    const user: User = { id: customer.id, name: customer.name, email: customer.email };
    await logIn(c, user);
    return c.json({ status: true, message: AUTH_MESSAGES.loginSucceeded, user });
  });

  on(app, API_ROUTES.register, async (c) => {
    const body = await readBody(c, RegisterSchema);
    const verdict = await throttle.take([{ bucket: 'register:ip', key: clientIp(c), ...REQUEST_LIMITS.registrationsPerIp }], now());
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterSeconds, THROTTLE_MESSAGES.register(verdict.retryAfterSeconds));
    if (await findCustomerByEmail(db, body.email)) throw fieldProblem('email', AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(body.password);
    const user = await createCustomer(db, { name: body.name, email: body.email, passwordHash }, now());
    if (!user) throw fieldProblem('email', AUTH_MESSAGES.emailTaken);
    await logIn(c, user);
    return c.json({ data: user }, 201);
  });

  on(app, API_ROUTES.logout, async (c) => {
    requireCustomer(c);
    const session = currentSession(c);
    if (session) await destroySession(db, session.id);
    c.set('session', undefined);
    clearSessionCookies(c, config);
    return c.body(null, 204);
  });

  const user = async (c: Context<AppEnv>) => {
    const found = await findUser(db, requireCustomer(c));
    if (!found) throw new HttpProblem(401, 'Unauthenticated.');
    return c.json(found);
  };
  on(app, API_ROUTES.sessionUser, user);
  on(app, API_ROUTES.user, user);

  on(app, API_ROUTES.forgotPassword, async (c) => {
    const { email } = await readBody(c, ForgotPasswordSchema);
    // Counted before the address is looked up, so unknown and known addresses meet the same limits.
    const verdict = await throttle.take(
      [
        { bucket: 'forgot-password:email', key: throttleEmailKey(email), ...REQUEST_LIMITS.forgotPasswordPerEmail },
        { bucket: 'forgot-password:ip', key: clientIp(c), ...REQUEST_LIMITS.forgotPasswordPerIp },
      ],
      now(),
    );
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterSeconds, THROTTLE_MESSAGES.forgotPassword(verdict.retryAfterSeconds));
    const customer = await findCustomerByEmail(db, email);
    if (customer && !(await resetMailedRecently(db, customer.id, now()))) {
      const token = await issueResetToken(db, customer.id, now());
      const query = new URLSearchParams({ token, email: customer.email });
      const link = `${config.publicUrl}/resetpassword?${query.toString()}`;
      await mailer.send(passwordResetMail(customer.email, link, SESSION_POLICY.resetTokenMs / 60_000));
    }
    // The same answer either way: the form must not tell who has an account.
    return c.json({ message: AUTH_MESSAGES.resetLinkSent });
  });

  on(app, API_ROUTES.resetPassword, async (c) => {
    const body = await readBody(c, ResetPasswordSchema);
    // Cheap check first, so invalid tokens cost no scrypt run; the claim below is the atomic one.
    if ((await findResetCustomer(db, body.token, body.email, now())) === undefined) {
      throw fieldProblem('email', AUTH_MESSAGES.resetTokenInvalid);
    }
    const passwordHash = await hashPassword(body.password);
    const keep = currentSession(c);
    const done = await db.transaction(async (tx) => {
      const customerId = await consumeResetToken(tx, body.token, body.email, now());
      if (customerId === undefined) return false;
      await setPasswordHash(tx, customerId, passwordHash, now());
      // Whoever knew the old password is logged out everywhere, except this browser if it was theirs.
      await destroyCustomerSessions(tx, customerId, keep?.customerId === customerId ? keep.id : undefined);
      return true;
    });
    if (!done) throw fieldProblem('email', AUTH_MESSAGES.resetTokenInvalid);
    return c.json({ message: AUTH_MESSAGES.passwordReset });
  });

  return app;
}
