/** Business-day calendar: `GET /api/delivery/business_days`. */
import * as v from 'valibot';
import { IsoDateSchema, YenSchema, wireObject } from './common.ts';

/** Shop timezone offset in whole hours from UTC (9 for Japan). */
export const TimezoneOffsetSchema = v.pipe(v.number(), v.integer(), v.minValue(-12), v.maxValue(14));

/** Coming business days in ascending order, and the shop's UTC offset in hours. Not enveloped. */
export const BusinessDaysResponseSchema = wireObject({ days: v.array(IsoDateSchema), offset: TimezoneOffsetSchema });

/**
 * The shipping fee rule, `GET /api/delivery/shipping`: `shipping_fee` (yen, tax included) is charged
 * on an order whose goods total is below `free_shipping_minimum` (yen, tax included). Not enveloped.
 */
export const ShippingResponseSchema = wireObject({ shipping_fee: YenSchema, free_shipping_minimum: YenSchema });
