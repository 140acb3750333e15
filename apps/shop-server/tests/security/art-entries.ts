/**
 * Art jobs of a customer for the ownership tests: one bank-transfer order of four print productions
 * from an uploaded PNG, its payment confirmed and the check started by the operator's commands; two
 * jobs approved (awaiting the customer's proof), two rejected for a warning (データ不備: one awaiting
 * a new version, one that may be accepted as it is).
 */
import { runAdminCommand } from '../../src/admin/commands.ts';
import { type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { insertAddress, operatorDeps, orderBody, placeOrder } from '../orders/support.ts';
import type { TestServer } from '../support/server.ts';
import type { SessionClient, TestCustomer } from '../support/session-client.ts';

export interface ArtEntries {
  /** API_ROUTES name → the art job its `:id` stands for */
  ids: Record<'artProofApprove' | 'artChangeRequest' | 'artResubmit' | 'artAcceptAsIs', number>;
  validBodies: Record<'artProofApprove' | 'artChangeRequest' | 'artResubmit' | 'artAcceptAsIs', unknown>;
  /** the customer's placed order the jobs belong to (the `:number` of the order's own routes: its messages) */
  orderNumber: string;
}

async function uploadPng(client: SessionClient, name: string): Promise<string> {
  const answer = await client.upload<{ data: { uuid: string } }>(await solidImage('png', 1200, 600), name);
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${answer.text}`);
  return answer.json.data.uuid;
}

/** Places the print order (so call it before the cart is filled: an order takes the whole cart). */
export async function createArtEntries(
  server: TestServer,
  client: SessionClient,
  customer: TestCustomer,
  fixture: ProductFixture,
): Promise<ArtEntries> {
  // The artwork loop knows the catalogue's method slugs: the fixture's method prints as silk-screen.
  await server.db.query(`update print_methods set slug = 'silkscreen-' || id where slug = 'silkscreen'`);
  await server.db.query(`update print_methods set slug = 'silkscreen' where id = $1`, [fixture.print.methodId]);
  const fileUuid = await uploadPng(client, 'logo.png');
  const body = productionBody(fixture, { black: [1, 0, 0] });
  for (let i = 0; i < 4; i++) {
    const created = await client.post('/api/cart_productions', { ...body, prints: [{ ...body.prints[0], file_uuid: fileUuid }] });
    if (created.status !== 201) throw new Error(`production failed: ${created.text}`);
  }
  // The customer's default address, or a new one (a customer has one default at the most).
  const [address] = await server.db.query<{ id: number }>(
    'select id from customer_addresses where customer_id = $1 order by is_default desc, id limit 1',
    [customer.id],
  );
  const shopper = { client, customer, addressId: address?.id ?? (await insertAddress(server.db, customer.id)) };
  const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } }));
  if (placed.status !== 201) throw new Error(`order failed: ${placed.text}`);
  const number = placed.json.data.number;
  const jobs = await client.get<{ data: { id: number }[] }>(`/api/orders/${number}/art_jobs`);
  const [approve, change, resubmit, accept] = jobs.json.data.map((job) => job.id);
  if (approve === undefined || change === undefined || resubmit === undefined || accept === undefined)
    throw new Error(`four art jobs expected: ${jobs.text}`);
  const deps = operatorDeps(server);
  const commands = [
    ['confirm-payment', number],
    ['start-check', number],
    ['art-approve', String(approve)],
    ['art-approve', String(change)],
    ['art-reject', String(resubmit), '--reason', 'thin_lines'],
    ['art-reject', String(accept), '--reason', 'low_resolution'],
  ];
  for (const args of commands) {
    const result = await runAdminCommand(args, deps);
    if (result.code !== 0) throw new Error(`${args.join(' ')} failed: ${result.output}`);
  }
  return {
    ids: { artProofApprove: approve, artChangeRequest: change, artResubmit: resubmit, artAcceptAsIs: accept },
    validBodies: {
      artProofApprove: { version_number: 1 },
      artChangeRequest: { version_number: 1, note: 'もう少し小さくしてください' },
      artResubmit: { version_number: 1, source: 'customer_upload', file_uuid: await uploadPng(client, 'logo-fixed.png') },
      artAcceptAsIs: { version_number: 1 },
    },
    orderNumber: number,
  };
}
