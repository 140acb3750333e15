/**
 * Registering the back office's handlers from `ADMIN_ROUTES` (@shop/api-contract/admin): method and
 * path come from the entry, and so do the two checks every admin call passes before its handler
 * runs, whichever folder owns it:
 *
 * - the stage: a route for signed-in staff answers 401 to a session that has not got that far (not
 *   signed in, or the authenticator's code still awaited), and 403 `enrol_required` to a staff member
 *   who must set up two-factor authentication first;
 * - the permission: 403 when the staff member's role lacks the route's permission (ROLE_PERMISSIONS).
 *
 * The staff session itself is read by staff/staff-session.ts, mounted before every admin route.
 */
import { roleCan, type AdminRoute, type AdminStage } from '@shop/api-contract/admin';
import type { Context, Handler, Hono } from 'hono';
import type { AppEnv, StaffIdentity, StaffSessionStage } from './env.ts';
import { HttpProblem } from './errors.ts';

/** Japanese refusals of the admin API (the back office shows them). */
export const ADMIN_ACCESS_MESSAGES = {
  notSignedIn: 'ログインしてください。',
  codeAwaited: '認証アプリの確認コードを入力してください。',
  enrolRequired: '二段階認証の設定が必要です。アカウント画面で認証アプリを設定してください。',
  forbidden: 'この操作を行う権限がありません。',
} as const;

/** The order of the stages: a session at a later one may use the routes of an earlier one. */
const LEVEL: Record<StaffSessionStage | AdminStage, number> = { none: 0, anonymous: 0, password: 1, enrol: 2, full: 3 };

/** The signed-in staff member of a request that passed `onAdmin`'s checks. */
export function currentStaff(c: Context<AppEnv>): StaffIdentity {
  const staff = c.get('staffSession')?.staff;
  if (!staff) throw new HttpProblem(401, ADMIN_ACCESS_MESSAGES.notSignedIn);
  return staff;
}

/** Refuses (throws) unless the request's staff session may call `route`. */
export function checkAdminAccess(c: Context<AppEnv>, route: AdminRoute): void {
  if (route.stage === 'none') return;
  const session = c.get('staffSession');
  const level = LEVEL[session?.stage ?? 'anonymous'];
  if (level < LEVEL.password) throw new HttpProblem(401, ADMIN_ACCESS_MESSAGES.notSignedIn);
  if (level < LEVEL[route.stage]) {
    if (session?.stage === 'password') throw new HttpProblem(401, ADMIN_ACCESS_MESSAGES.codeAwaited);
    throw new HttpProblem(403, ADMIN_ACCESS_MESSAGES.enrolRequired, { reason: ['enrol_required'] });
  }
  const role = session?.staff?.role;
  if (!role || !roleCan(role, route.permission)) throw new HttpProblem(403, ADMIN_ACCESS_MESSAGES.forbidden);
}

/**
 * Registers `handler` for an admin route: `onAdmin(app, ADMIN_ROUTES.adminAudit, (c) => …)`. The
 * stage and permission checks run first.
 */
export function onAdmin<const R extends AdminRoute>(app: Hono<AppEnv>, route: R, handler: Handler<AppEnv, R['path']>): void {
  const guarded: Handler<AppEnv, R['path']> = (c, next) => {
    checkAdminAccess(c as unknown as Context<AppEnv>, route);
    return handler(c, next);
  };
  app.on(route.method, route.path, guarded as Handler<AppEnv>);
}
