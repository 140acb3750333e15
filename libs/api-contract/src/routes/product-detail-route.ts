/**
 * `GET /api/products/:id`, the one product with its print methods, in a file of its own: the design
 * tool imports only this route (and its schemas) to open the canvas, not the whole route table.
 */
import { OrderGroupQuerySchema } from '../schemas/common.ts';
import { ProductResponseSchema } from '../schemas/product.ts';
import { defineRoute } from './api-route.ts';

export const PRODUCT_DETAIL_ROUTE = defineRoute({
  method: 'GET',
  path: '/api/products/:id',
  summary: 'Product with print methods, price tables, colours, sizes and SKUs (response_group=order); id or code',
  query: OrderGroupQuerySchema,
  response: ProductResponseSchema,
  successStatus: 200,
  requiresLogin: false,
  mutates: false,
});
