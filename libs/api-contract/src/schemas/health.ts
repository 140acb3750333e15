/** `GET /healthcheck`: the process is up and its database answers. */
import * as v from 'valibot';
import { wireObject } from './common.ts';

/** `{ status: 'ok' }`; an unhealthy server answers 503 instead. */
export const HealthResponseSchema = wireObject({ status: v.literal('ok') });
