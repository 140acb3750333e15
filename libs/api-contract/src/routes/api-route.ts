/** The shape of one entry of the route table. */
import type * as v from 'valibot';

/** Methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: how to send it, what it carries and what it answers. */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Hono-style path pattern: `:id` is one segment, `:path{.+}` one or more. */
  readonly path: string;
  /** What the call is for (the README lists it). */
  readonly summary: string;
  /** Query-string schema: string values on input, typed camelCase on output. */
  readonly query?: v.GenericSchema;
  /** JSON body schema: the wire (snake_case) body on input, camelCase on output. */
  readonly request?: v.GenericSchema;
  /** multipart/form-data body instead of JSON: the schema of its parts (a file part is a `Blob`/`File`). */
  readonly form?: v.GenericSchema;
  /** Schema of a successful answer's body; camelCase on output. */
  readonly response: v.GenericSchema;
  /** The answer is bytes (an image), not JSON: `response` is a Blob schema and the client yields a `Blob`. */
  readonly binary?: true;
  /** Status of a successful answer. */
  readonly successStatus: 200 | 201 | 204;
  /** The call needs a logged-in session (401 otherwise). */
  readonly requiresLogin: boolean;
  /** The call changes server state, so it needs the CSRF token (419 otherwise). */
  readonly mutates: boolean;
}

/** Names of the path parameters of a pattern: `'/api/products/:code/reviews'` → `'code'`. */
export type PathParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

type ParamName<T extends string> = T extends `${infer Base}{${string}}` ? Base : T;

/** Values for the path parameters of a pattern. */
export type PathParams<TPath extends string> = { [K in PathParamNames<TPath>]: string | number };

/** Declares a route, keeping its literal types. */
export function defineRoute<const TRoute extends ApiRoute>(route: TRoute): TRoute {
  return route;
}
