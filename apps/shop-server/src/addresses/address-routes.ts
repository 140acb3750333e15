/**
 * The address book (`/api/addresses`, logged-in customers) and the postal-code lookup
 * (`/api/postal_codes/:code`, anyone). Handlers read and check the request, let the address service
 * apply the rules (addresses/address-service.ts) and answer in the wire shape.
 */
import { API_ROUTES, PostalCodeSchema } from '@shop/api-contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type AddressRefusal, addressService } from './address-service.ts';
import { lookupPostalCode } from './postal-codes.ts';
import { idParam, validate } from '../http/body.ts';
import { HttpProblem } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';

/** Answers of refused address calls; the 404 is the cart's, for a missing id and another customer's alike. */
export const ADDRESS_MESSAGES = {
  noItem: 'No item exists.',
  tooMany: (max: number) => `お届け先は${max}件まで登録できます。不要なお届け先を削除してから追加してください。`,
  unknownPostalCode: (code: string) =>
    `郵便番号「${code.slice(0, 3)}-${code.slice(3)}」に該当する住所が見つかりません。郵便番号をご確認ください。`,
} as const;

/** The postal code of the path, checked and normalised like the form's field (422 names `postal_code`). */
const PostalCodeParamSchema = v.object({ postal_code: PostalCodeSchema });

/** Postal-code answers change only with the dataset (a deploy): browsers may keep them a day. */
const POSTAL_CODE_CACHE = 'public, max-age=86400';

function refused(error: AddressRefusal): HttpProblem {
  switch (error.type) {
    case 'not_found':
      return new HttpProblem(404, ADDRESS_MESSAGES.noItem);
    case 'too_many':
      return new HttpProblem(422, ADDRESS_MESSAGES.tooMany(error.max));
  }
}

/** `/api/addresses` and `/api/postal_codes/:code` routes. */
export function addressRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const addresses = addressService(db, now);

  on(app, API_ROUTES.addressList, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await addresses.list(customerId) });
  });

  on(app, API_ROUTES.addressCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.addressCreate);
    const result = await addresses.create(customerId, body);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value }, 201);
  });

  on(app, API_ROUTES.addressUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    // The body is read before the address is looked for: a malformed body gets the same answer on any id.
    const body = await readRequest(c, API_ROUTES.addressUpdate);
    const result = await addresses.update(customerId, id, body);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value });
  });

  on(app, API_ROUTES.addressDelete, async (c) => {
    const customerId = requireCustomer(c);
    const result = await addresses.remove(customerId, idParam(c));
    if (!result.ok) throw refused(result.error);
    return c.body(null, 204);
  });

  on(app, API_ROUTES.postalCodeLookup, async (c) => {
    const { postal_code: code } = validate(PostalCodeParamSchema, { postal_code: c.req.param('code') });
    const rows = await lookupPostalCode(code);
    if (rows === undefined || rows.length === 0) throw new HttpProblem(404, ADDRESS_MESSAGES.unknownPostalCode(code));
    c.header('Cache-Control', POSTAL_CODE_CACHE);
    return c.json({ data: rows });
  });

  return app;
}
