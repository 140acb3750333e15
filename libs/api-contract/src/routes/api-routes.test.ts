import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readmeRouteRows } from './readme-rows.ts';
import { camelizeKeys } from '../casing.ts';
import { NoContentSchema } from '../schemas/common.ts';
import { WIRE_EXAMPLES, type WireExample } from '../testing/wire-examples.ts';
import type { ApiRoute } from './api-route.ts';
import { API_ROUTES } from './api-routes.ts';

const routes = Object.entries(API_ROUTES) as [keyof typeof API_ROUTES, ApiRoute][];

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}

describe('API_ROUTES', () => {
  it('has no two routes with the same method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes)('%s: a GET has no body and does not mutate; other methods take no query string', (_name, route) => {
    if (route.method === 'GET') {
      expect({ mutates: route.mutates, request: route.request }).toEqual({ mutates: false, request: undefined });
    } else {
      expect(route.query).toBeUndefined();
    }
  });

  it.each(routes)('%s: answers 204 exactly when it has no body', (_name, route) => {
    expect(route.successStatus === 204).toBe(route.response === NoContentSchema);
  });

  it('only the content query is a POST that does not mutate', () => {
    const readOnlyWrites = routes.filter(([, route]) => route.method !== 'GET' && !route.mutates).map(([name]) => name);
    expect(readOnlyWrites).toEqual(['contentQuery']);
  });

  it('every server-cart route needs a login', () => {
    const cartRoutes = routes.filter(([, route]) => route.path.startsWith('/api/cart'));
    expect(cartRoutes.length).toBeGreaterThan(10);
    expect(cartRoutes.filter(([, route]) => !route.requiresLogin).map(([name]) => name)).toEqual([]);
  });

  it('README.md documents every route by name, method and path', () => {
    const rows = readmeRouteRows();
    const missing = routes.map(([name, route]) => `\`${name}\` | ${route.method} | \`${route.path}\``).filter((row) => !rows.has(row));
    expect(missing).toEqual([]);
  });
});

describe('wire examples against the route schemas', () => {
  const examples = WIRE_EXAMPLES as Record<string, WireExample>;
  const cases = routes.map(([name, route]) => [name, route, examples[name]] as const);

  it.each(cases)('%s: the example answer passes and comes out camelCased', (_name, route, example) => {
    const result = v.safeParse(route.response, example?.response);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual(camelizeKeys(example?.response));
  });

  it.each(cases)('%s: the example body passes and comes out camelCased', (_name, route, example) => {
    if (route.request === undefined) {
      expect(example?.request).toBeUndefined();
      return;
    }
    const result = v.safeParse(route.request, example?.request);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual(camelizeKeys(example?.request));
  });

  it.each(cases)('%s: the example form parts pass (multipart routes only, and they take no JSON body)', (_name, route, example) => {
    if (route.form === undefined) {
      expect(example?.form).toBeUndefined();
      return;
    }
    expect(route.request).toBeUndefined();
    expect(v.safeParse(route.form, example?.form).issues).toBeUndefined();
  });

  it.each(cases)('%s: a binary answer is a Blob schema, every other answer is JSON', (_name, route, example) => {
    expect(v.is(route.response, new Blob([]))).toBe(route.binary === true);
    if (route.binary) expect(example?.response).toBeInstanceOf(Blob);
  });

  it.each(cases)('%s: the example query string passes', (_name, route, example) => {
    if (route.query === undefined) {
      expect(example?.query).toBeUndefined();
      return;
    }
    expect(v.safeParse(route.query, example?.query ?? {}).issues).toBeUndefined();
  });

  it.each(cases)('%s: the example names exactly the path parameters', (_name, route, example) => {
    expect(Object.keys(example?.params ?? {}).sort()).toEqual(pathParamNames(route.path).sort());
  });
});
