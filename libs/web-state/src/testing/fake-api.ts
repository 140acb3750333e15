/**
 * An api-client whose fetch answers from a table instead of a server, for loader and route tests.
 * Keys are `METHOD /path` (no query); unknown paths answer 404 like the real API.
 */
import { createApiClient, type ApiClient } from '@shop/api-client';

type Answer = unknown;

export interface FakeApi {
  api: ApiClient;
  /** Every request the client sent, in order. */
  requests: Request[];
}

/** A JSON answer with a status (for error cases). */
export function answer(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

/** Creates a fake API from `METHOD /path` → JSON body (or a Response, or a function of the request). */
export function createFakeApi(answers: Record<string, Answer | ((request: Request) => Answer)>): FakeApi {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    retry: 0,
    timeout: false,
    readCookie: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const entry = answers[key];
      if (entry === undefined) return answer(404, { message: `No route for ${key}.` });
      const value = typeof entry === 'function' ? (entry as (request: Request) => Answer)(request) : entry;
      return value instanceof Response ? value : Response.json(value);
    },
  });
  return { api, requests };
}
