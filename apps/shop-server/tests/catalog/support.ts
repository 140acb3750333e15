import { API_ROUTES, type ApiRouteName } from '@shop/api-contract';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { TestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** GETs a path of the test server and parses the JSON body. */
export async function getJson<T = Record<string, unknown>>(server: TestServer, path: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

/** POSTs JSON to a path of the test server as a browser does: on a session, with its CSRF token. */
export async function postJson<T = Record<string, unknown>>(server: TestServer, path: string, body: unknown): Promise<JsonResponse<T>> {
  const client = new SessionClient(server.url);
  await client.csrf();
  const answer = await client.post<T>(path, body);
  return { status: answer.status, headers: answer.headers, body: answer.json };
}

/** Asserts that an answer body satisfies the api-client schema of a route (the wire contract). */
export function expectContract(route: ApiRouteName, body: unknown): void {
  const result = v.safeParse(API_ROUTES[route].response, body);
  const problems = (result.issues ?? []).slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  expect(problems, `${route} breaks its contract`).toEqual([]);
}

export interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface ListItem {
  id: number;
  code: string;
  name: string;
  min_price: number;
  brand: { slug: string; name: string };
  category: { slug: string; name: string };
  colors: { id: number; hex: string }[];
  tags: string[];
}
