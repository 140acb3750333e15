/**
 * The client's address of each request, found once (issue #29): the socket's peer, or, when that
 * peer is a proxy of TRUST_PROXY, the right-most hop of X-Forwarded-For that is not one
 * (config/trust-proxy.ts). Without TRUST_PROXY forwarded headers are ignored. Throttles
 * (session/throttle.ts `clientIp`) and log lines read it with `c.get('clientAddress')`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config/config.ts';
import { clientAddressOf } from '../config/trust-proxy.ts';
import type { AppEnv } from './env.ts';
import { isInProcess } from './in-process.ts';

/** What in-process requests (the storefront's SSR loaders) share: they have no socket. */
export const NO_SOCKET = 'unknown';

/** The socket's peer, or NO_SOCKET. */
function peerOf(c: Context): string {
  if (isInProcess(c)) return NO_SOCKET;
  try {
    return getConnInfo(c).remote.address ?? NO_SOCKET;
  } catch {
    return NO_SOCKET;
  }
}

/** The middleware: sets `clientAddress` for everything after it. */
export function clientAddress(config: Pick<Config, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = peerOf(c);
    const forwarded = config.trustProxy && peer !== NO_SOCKET ? (c.req.raw.headers.get('x-forwarded-for') ?? '') : '';
    c.set('clientAddress', peer === NO_SOCKET ? NO_SOCKET : clientAddressOf(peer, forwarded ? [forwarded] : [], config.trustProxy));
    return next();
  };
}
