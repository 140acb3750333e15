/**
 * Every admin route × every role against the permission table (issue #30): the server answers 403
 * exactly when the role lacks the route's permission (ROLE_PERMISSIONS of @shop/api-contract/admin),
 * never for a route open to every signed-in staff member, and 401 to anyone not signed in.
 */
import { ADMIN_ROUTES, roleCan, STAFF_ROLES, type AdminRoute, type StaffRole } from '@shop/api-contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { concretePath } from '../security/registered-routes.ts';
import { useTestServer } from '../support/server.ts';
import { signedInStaff, StaffClient } from '../support/staff.ts';

const server = useTestServer();
const routes = Object.entries(ADMIN_ROUTES as Record<string, AdminRoute>);
/** Logout ends the session the other calls use (staff-login.test.ts covers it). */
const walked = routes.filter(([name]) => name !== 'adminLogout');

const send = (client: StaffClient, route: AdminRoute) =>
  client.request(
    route.method,
    concretePath(route.path, { id: 999_999, token: 'x'.repeat(43) }),
    route.method === 'GET' ? {} : { json: {} },
  );

describe('admin routes × roles', () => {
  const clients = new Map<StaffRole, StaffClient>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) clients.set(role, (await signedInStaff(server, role)).client);
  });

  const cases = STAFF_ROLES.flatMap((role) => walked.map(([name, route]) => [role, name, route] as const));

  it.each(cases)('%s → %s: 403 exactly when the table says no', async (role, _name, route) => {
    const answer = await send(clients.get(role)!, route);
    expect(answer.status).toBeLessThan(500);
    if (route.stage !== 'none' && !roleCan(role, route.permission)) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: 'この操作を行う権限がありません。' });
    } else {
      expect([401, 403]).not.toContain(answer.status);
    }
  });

  it.each(walked.filter(([, route]) => route.requiresLogin))('%s answers 401 to a browser that is not signed in', async (_name, route) => {
    const client = new StaffClient(server.url);
    await client.staffCsrf();
    expect((await send(client, route)).status).toBe(401);
  });

  it('the owner may use every route; shipping only its own account, the order reads and reading the messages; customer service may change orders, answer messages and read the artwork too; artwork check decides on it', () => {
    const allowed = (role: StaffRole) => walked.filter(([, r]) => roleCan(role, r.permission)).map(([name]) => name);
    const open = (...permissions: string[]) =>
      walked.filter(([, r]) => r.permission === null || permissions.includes(r.permission)).map(([name]) => name);
    expect(allowed('owner')).toEqual(walked.map(([name]) => name));
    expect(allowed('shipping')).toEqual(open('orders.read', 'messages.read'));
    expect(allowed('customer_service')).toEqual(open('orders.read', 'orders.manage', 'messages.read', 'messages.send', 'artwork.read'));
    expect(allowed('artwork_check')).toEqual(open('orders.read', 'messages.read', 'messages.send', 'artwork.read', 'artwork.check'));
  });
});
