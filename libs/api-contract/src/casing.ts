/**
 * Key casing between the wire (snake_case, as the spec spells it) and TypeScript (camelCase).
 *
 * The rules are chosen so that each direction is the exact inverse of the other:
 * - camelCase: every `_` followed by a lower-case ASCII letter becomes that letter upper-cased
 *   (`color_change_charge` → `colorChangeCharge`; `address_2` keeps its `_2`);
 * - snake_case: every upper-case ASCII letter becomes `_` plus the letter lower-cased.
 * So `snakeizeKeys(camelizeKeys(x))` is `x` for keys without upper-case letters, and
 * `camelizeKeys(snakeizeKeys(x))` is `x` for keys without underscores.
 */

type LowerLetter =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';

type UpperLetter = Uppercase<LowerLetter>;

/** `print_charge` → `printCharge` at the type level (same rule as `camelCaseKey`). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Next}${infer Rest}`
  ? Next extends LowerLetter
    ? `${Head}${Uppercase<Next>}${CamelCase<Rest>}`
    : `${Head}_${CamelCase<`${Next}${Rest}`>}`
  : S;

/** `printCharge` → `print_charge` at the type level (same rule as `snakeCaseKey`). */
export type SnakeCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends UpperLetter ? `_${Lowercase<First>}` : First}${SnakeCase<Rest>}`
  : S;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | ((...args: never[]) => unknown);

/** `T` with every object key camel-cased, through arrays and nested objects. */
export type CamelCasedDeep<T> = T extends Leaf
  ? T
  : T extends readonly (infer Item)[]
    ? T extends unknown[]
      ? CamelCasedDeep<Item>[]
      : readonly CamelCasedDeep<Item>[]
    : { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCasedDeep<T[K]> };

/** `T` with every object key snake-cased, through arrays and nested objects. */
export type SnakeCasedDeep<T> = T extends Leaf
  ? T
  : T extends readonly (infer Item)[]
    ? T extends unknown[]
      ? SnakeCasedDeep<Item>[]
      : readonly SnakeCasedDeep<Item>[]
    : { [K in keyof T as K extends string ? SnakeCase<K> : K]: SnakeCasedDeep<T[K]> };

/** `T` with only its own keys camel-cased (nested values untouched). */
export type CamelCasedKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** Camel-cases one key: `svg_file_uuid` → `svgFileUuid`. */
export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Snake-cases one key: `svgFileUuid` → `svg_file_uuid`. */
export function snakeCaseKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function renameDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameDeep(item, rename));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[rename(key)] = renameDeep(item, rename);
  return result;
}

/** Deep copy of `value` with every plain-object key camel-cased (wire JSON → TypeScript). */
export function camelizeKeys<T>(value: T): CamelCasedDeep<T> {
  return renameDeep(value, camelCaseKey) as CamelCasedDeep<T>;
}

/** Deep copy of `value` with every plain-object key snake-cased (TypeScript → wire JSON). */
export function snakeizeKeys<T>(value: T): SnakeCasedDeep<T> {
  return renameDeep(value, snakeCaseKey) as SnakeCasedDeep<T>;
}

/** Copy of a plain object with only its own keys camel-cased; schemas use it level by level. */
export function camelizeOwnKeys<T extends object>(value: T): CamelCasedKeys<T> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[camelCaseKey(key)] = item;
  return result as CamelCasedKeys<T>;
}
