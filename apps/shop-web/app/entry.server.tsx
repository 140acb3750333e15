/**
 * Server entry: streams each page's HTML. Also re-exports `createLoadContext`, which the host
 * (apps/shop-server/src/web/storefront.ts) reads from the server build, so the host and the loaders
 * use the same instances of the router contexts.
 */
import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { cspNonceContext } from './api/context.ts';
import { CspNonceContext } from './html/csp-nonce.ts';
import { createHeadFilter } from './html/head-filter.ts';
import { preloadIslands } from './islands/island.tsx';

export { apiContext, shopEnvironmentContext } from './api/context.ts';
export { createLoadContext } from './api/load-context.server.ts';
export type { LoadContextOptions } from './api/load-context.server.ts';

/** How long a streamed page may wait for pending data before the rest is abandoned (ms). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Every island's module, so the page renders whole at once (islands/island.tsx); a no-op once loaded.
  await preloadIslands();
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    // The headers a GET would get, so the host adds the same security headers (CSP on HTML).
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after the stream timeout (plus a second to flush rejected boundaries). The timer is
    // cleared on every way out: a pending timer keeps the whole render alive (memory grew to
    // 680–830 MB under load without this; see TOOLCHAIN-NOTES).
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1_000);
    const clearTimer = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    request.signal.addEventListener('abort', () => {
      clearTimer();
      abort();
    });

    // This response's CSP nonce (the host sends the matching header): React puts it on its inline
    // Suspense scripts, React Router on its streamed data scripts and, through the framework context,
    // on <Scripts>, <ScrollRestoration> and <Links>; root.tsx reads it for its own inline scripts.
    const nonce = loadContext.get(cspNonceContext) || undefined;
    const page = (
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // React outlines a finished Suspense boundary larger than this (default about 12 kB): sent after
      // the shell and moved into place by an inline script. The islands (islands/island.tsx) are
      // such boundaries, and the page must be whole without JavaScript, so none is outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimer();
            callback();
          },
        });
        body.on('close', clearTimer);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        const html = body.pipe(withoutHeadModulePreloads());
        body.on('error', (error) => html.destroy(error));
        resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        clearTimer();
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell are logged by React Router; later ones only reach us.
        if (shellRendered) console.error('[shop-web] streaming render error', error);
      },
    });
  });
}

/** The HTML stream without the head's module preloads (see html/head-filter.ts for why). */
function withoutHeadModulePreloads(): Transform {
  const filter = createHeadFilter();
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = filter.push(decoder.write(chunk));
      callback(null, text === '' ? undefined : text);
    },
    flush(callback) {
      const text = filter.flush() + decoder.end();
      callback(null, text === '' ? undefined : text);
    },
  });
}
