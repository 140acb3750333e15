/** `GET /healthcheck`: the process is up and its database answers. */
import * as v from 'valibot';
import { wireObject } from './common.ts';

/** `{ status: 'ok' }`; an unhealthy server answers 503 instead. */
export const HealthResponseSchema = wireObject({ status: v.literal('ok') });
export type HealthResponseWire = v.InferInput<typeof HealthResponseSchema>;
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
