/**
 * The address calls of the route table (docs/decisions/009-checkout-orders-payments.md), spread into
 * `API_ROUTES` (api-routes.ts) so each area's entries live beside their schemas.
 */
import { AddressListResponseSchema, AddressRequestSchema, AddressResponseSchema, PostalCodeResponseSchema } from '../schemas/address.ts';
import { NoContentSchema } from '../schemas/common.ts';
import { defineRoute } from './api-route.ts';

export const ADDRESS_ROUTES = {
  addressList: defineRoute({
    method: 'GET',
    path: '/api/addresses',
    summary: "The customer's address book: the default address first, then the newest first",
    response: AddressListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  addressCreate: defineRoute({
    method: 'POST',
    path: '/api/addresses',
    summary: 'Add an address (the first one becomes the default; at most 20, then 422)',
    request: AddressRequestSchema,
    response: AddressResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  addressUpdate: defineRoute({
    method: 'PUT',
    path: '/api/addresses/:id',
    summary: "Replace an address; is_default true makes it the default (404 for another customer's)",
    request: AddressRequestSchema,
    response: AddressResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  addressDelete: defineRoute({
    method: 'DELETE',
    path: '/api/addresses/:id',
    summary: 'Remove an address; when it was the default, the newest remaining one becomes the default',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
  postalCodeLookup: defineRoute({
    method: 'GET',
    path: '/api/postal_codes/:code',
    summary:
      'Prefecture, city and town of a postal code (Japan Post data; 〒, hyphens, full-width digits accepted; 404 unknown, 422 malformed)',
    response: PostalCodeResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
} as const;
