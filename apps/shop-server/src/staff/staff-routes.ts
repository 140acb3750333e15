/**
 * The staff's own calls: the CSRF cookie, login (password, then the authenticator's code), logout,
 * `me`, the set-up link, the own password and authenticator, and the owner's staff list and
 * two-factor setting. Sessions rotate at every step of a login; login and codes are throttled.
 */
import { ADMIN_ROUTES, type StaffRole } from '@shop/api-contract/admin';
import { type Context, Hono } from 'hono';
import { staffActor } from '../audit/audit-service.ts';
import { currentStaff, onAdmin } from '../http/admin-route.ts';
import { idParam } from '../http/body.ts';
import type { AppDeps, AppEnv, StaffIdentity, StaffSessionStage } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { readRequest } from '../http/route.ts';
import { clientIp, createRequestThrottle, type ThrottleLimit } from '../session/throttle.ts';
import { throttleEmailKey } from '../session/login-throttle.ts';
import { createSecretBox } from './secret-box.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { STAFF_POLICY } from './staff-policy.ts';
import { clearStaffCookies, setStaffCookies, setStaffXsrfCookie } from './staff-session.ts';
import { countCodeFailure, createStaffSession, destroyStaffSession } from './staff-session-store.ts';
import { identityOf, staffService, staffSummary, type Refusal } from './staff-service.ts';
import { staffSetupService } from './staff-setup-service.ts';

/** A refusal as an HTTP problem: 422 on its field, or its own status. */
const problem = (refusal: Refusal) =>
  new HttpProblem(refusal.status ?? 422, refusal.message, refusal.field ? { [refusal.field]: [refusal.message] } : undefined);

export function staffRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const secrets = createSecretBox(config);
  const staff = staffService({ db, now, secrets });
  const setup = staffSetupService({ db, now, secrets });
  const throttle = createRequestThrottle(db);

  /** 429 with Retry-After unless the request fits every limit. */
  async function take(c: Context<AppEnv>, limits: ThrottleLimit[], message: (seconds: number) => string): Promise<void> {
    const verdict = await throttle.take(limits, now());
    if (verdict.allowed) return;
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    const text = message(verdict.retryAfterSeconds);
    throw new HttpProblem(429, text);
  }

  /** Replaces the request's session by a new one at `stage` (a new id at every step of a login). */
  async function rotate(c: Context<AppEnv>, stage: StaffSessionStage, who: StaffIdentity | null) {
    const previous = c.get('staffSession');
    if (previous) await destroyStaffSession(db, previous.id);
    const issued = await createStaffSession(db, stage, who, now());
    c.set('staffSession', issued.state);
    setStaffCookies(c, config, issued);
  }

  const meOf = async (id: number) => {
    const me = await staff.me(id);
    if (!me) throw new HttpProblem(401, 'Unauthenticated.');
    return me;
  };

  onAdmin(app, ADMIN_ROUTES.adminCsrfCookie, async (c) => {
    const session = c.get('staffSession');
    if (session) setStaffXsrfCookie(c, config, session.csrfToken);
    else await rotate(c, 'anonymous', null);
    return c.body(null, 204);
  });

  onAdmin(app, ADMIN_ROUTES.adminLogin, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminLogin);
    await take(
      c,
      [
        { bucket: 'staff-login:email', key: throttleEmailKey(body.email), ...STAFF_POLICY.loginPerEmail },
        { bucket: 'staff-login:ip', key: clientIp(c), ...STAFF_POLICY.loginPerIp },
      ],
      STAFF_MESSAGES.tooManyLogins,
    );
    const result = await staff.checkLogin(body.email, body.password);
    if (!result.ok) throw problem(result);
    const stage = result.next === 'totp' ? 'password' : result.next === 'enrol' ? 'enrol' : 'full';
    await rotate(c, stage, identityOf(result.row));
    if (result.next !== 'totp') await staff.recordLogin(result.row, 'password', clientIp(c));
    return c.json({ data: { next: result.next, staff: result.next === 'totp' ? null : await meOf(result.row.id) } });
  });

  onAdmin(app, ADMIN_ROUTES.adminLoginTotp, async (c) => {
    const session = c.get('staffSession')!;
    if (session.stage !== 'password') throw new HttpProblem(409, STAFF_MESSAGES.notAwaitingCode);
    const { code } = await readRequest(c, ADMIN_ROUTES.adminLoginTotp);
    const who = currentStaff(c);
    await take(c, [{ bucket: 'staff-code:staff', key: String(who.id), ...STAFF_POLICY.codesPerStaff }], STAFF_MESSAGES.tooManyCodes);
    const result = await staff.checkCode(who.id, code, clientIp(c));
    if (!result.ok) {
      if ((await countCodeFailure(db, session.id)) >= STAFF_POLICY.maxCodeFailures) {
        await destroyStaffSession(db, session.id);
        clearStaffCookies(c, config);
        throw new HttpProblem(401, STAFF_MESSAGES.codeFailuresExceeded);
      }
      throw problem(result);
    }
    await rotate(c, 'full', identityOf(result.row));
    await staff.recordLogin(result.row, result.method, clientIp(c));
    return c.json({ data: { next: 'done', staff: await meOf(result.row.id) } });
  });

  onAdmin(app, ADMIN_ROUTES.adminLogout, async (c) => {
    const session = c.get('staffSession')!;
    await destroyStaffSession(db, session.id);
    c.set('staffSession', undefined);
    clearStaffCookies(c, config);
    return c.body(null, 204);
  });

  onAdmin(app, ADMIN_ROUTES.adminMe, async (c) => c.json({ data: await meOf(currentStaff(c).id) }));

  onAdmin(app, ADMIN_ROUTES.adminSetup, async (c) => {
    const info = await setup.setupInfo(c.req.param('token'));
    if (!info) throw new HttpProblem(404, STAFF_MESSAGES.setupLinkInvalid);
    return c.json({ data: info });
  });

  onAdmin(app, ADMIN_ROUTES.adminSetupTotp, async (c) => {
    const enrolment = await setup.setupTotp(c.req.param('token'));
    if (!enrolment) throw new HttpProblem(404, STAFF_MESSAGES.setupLinkInvalid);
    return c.json({ data: enrolment });
  });

  onAdmin(app, ADMIN_ROUTES.adminSetupComplete, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminSetupComplete);
    const result = await setup.completeSetup(c.req.param('token'), { password: body.password, totpCode: body.totpCode });
    if (!result.ok) throw problem(result);
    return c.json({ data: { recovery_codes: result.recoveryCodes } });
  });

  /** Checks of the current password per staff member (password change, turning two-factor off). */
  const passwordCheck = (c: Context<AppEnv>) =>
    take(
      c,
      [{ bucket: 'staff-password:staff', key: String(currentStaff(c).id), ...STAFF_POLICY.passwordChecksPerStaff }],
      STAFF_MESSAGES.tooManyPasswordChecks,
    );

  onAdmin(app, ADMIN_ROUTES.adminPassword, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminPassword);
    await passwordCheck(c);
    const who = currentStaff(c);
    const session = c.get('staffSession')!;
    const result = await staff.changePassword(who.id, body, staffActor(c), session.id);
    if (!result.ok) throw problem(result);
    // This browser stays signed in, on a new session id.
    await rotate(c, 'full', who);
    return c.json({ message: STAFF_MESSAGES.passwordChanged });
  });

  onAdmin(app, ADMIN_ROUTES.adminTotpStart, async (c) => {
    const enrolment = await staff.startTotp(currentStaff(c).id);
    if (!enrolment) throw new HttpProblem(401, 'Unauthenticated.');
    return c.json({ data: enrolment });
  });

  onAdmin(app, ADMIN_ROUTES.adminTotpConfirm, async (c) => {
    const { code } = await readRequest(c, ADMIN_ROUTES.adminTotpConfirm);
    const who = currentStaff(c);
    await take(c, [{ bucket: 'staff-code:staff', key: String(who.id), ...STAFF_POLICY.codesPerStaff }], STAFF_MESSAGES.tooManyCodes);
    const result = await staff.confirmTotp(who.id, code, staffActor(c));
    if (!result.ok) throw problem(result);
    // A staff member who had to enrol is now signed in fully, on a new session id.
    if (c.get('staffSession')?.stage === 'enrol') await rotate(c, 'full', who);
    return c.json({ data: { recovery_codes: result.recoveryCodes } });
  });

  onAdmin(app, ADMIN_ROUTES.adminTotpDisable, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminTotpDisable);
    await passwordCheck(c);
    const who = currentStaff(c);
    const result = await staff.disableTotp(who.id, body.currentPassword, staffActor(c));
    if (!result.ok) throw problem(result);
    return c.json({ data: await meOf(who.id) });
  });

  onAdmin(app, ADMIN_ROUTES.adminStaffList, async (c) => c.json({ data: (await staff.list()).map(staffSummary) }));

  onAdmin(app, ADMIN_ROUTES.adminStaffUpdate, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminStaffUpdate);
    const result = await staff.update(idParam(c), body, staffActor(c));
    if (!result.ok) throw problem(result);
    return c.json({ data: staffSummary(result.row) });
  });

  onAdmin(app, ADMIN_ROUTES.adminStaffSettings, async (c) => c.json({ data: { totp_required_roles: await staff.totpRequiredRoles() } }));

  onAdmin(app, ADMIN_ROUTES.adminStaffSettingsUpdate, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminStaffSettingsUpdate);
    const roles: StaffRole[] = await staff.setTotpRequiredRoles(body.totpRequiredRoles, staffActor(c));
    return c.json({ data: { totp_required_roles: roles } });
  });

  return app;
}
