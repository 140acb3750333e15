/**
 * The shared field rules of spec §5 as valibot schemas and actions. Each takes the Japanese field
 * label, so every message names its field: 'メールアドレスを入力してください'.
 */
import * as v from 'valibot';

export interface RequiredOptions {
  /** The field is a select or radio group: 'を選択してください' instead of 'を入力してください'. */
  readonly select?: boolean;
}

/** required: a string that is not blank (whitespace-only counts as empty; the value is never trimmed). */
export function required(label: string, options: RequiredOptions = {}) {
  const message = options.select === true ? `${label}を選択してください` : `${label}を入力してください`;
  // A missing key is read as '' so it gets this message instead of the object's generic one;
  // null or a non-string fails the type check with the same message.
  return v.optional(
    v.pipe(
      v.string(message),
      v.check((input: string) => input.trim() !== '', message),
    ),
    '',
  );
}

/** email: a well-formed e-mail address. */
export function email(label: string) {
  return v.email<string, string>(`${label}の形式が正しくありません`);
}

/** Half-width decimal number with an optional sign: '12', '-3', '1.5'. */
const NUMERIC = /^[+-]?[0-9]+(\.[0-9]+)?$/;

/** numeric: a string of half-width digits (optional sign and decimals); convert afterwards with v.toNumber(). */
export function numeric(label: string) {
  return v.regex<string, string>(NUMERIC, `${label}は数字で入力してください`);
}

/**
 * Length in characters as a person (and a utf8mb4 database column) counts them: code points, so
 * '𠮷' or an emoji is one character rather than two UTF-16 units.
 */
function characterCount(input: string): number {
  return [...input].length;
}

/** max: at most `max` characters. */
export function maxLength(label: string, max: number) {
  return v.check((input: string) => characterCount(input) <= max, `${label}は${max}文字以下で入力してください`);
}

/** min: at least `min` characters. */
export function minLength(label: string, min: number) {
  return v.check((input: string) => characterCount(input) >= min, `${label}は${min}文字以上で入力してください`);
}

/** minmax: between `min` and `max` characters, with one message naming both bounds. */
export function minMaxLength(label: string, min: number, max: number) {
  return v.check((input: string) => {
    const count = characterCount(input);
    return count >= min && count <= max;
  }, `${label}は${min}文字以上${max}文字以下で入力してください`);
}

/**
 * Line breaks and control characters: C0 (NUL–US: TAB, LF, CR, BEL, ESC…), DEL, C1 (U+0080–U+009F,
 * NEL included), and the Unicode line and paragraph separators U+2028 and U+2029.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * single_line: no line break, tab or other control character. For every one-line field (a person's
 * name, an address line, a title, a nickname): these end up on shipping labels, in mails and in the
 * operator's terminal, where an ESC or a CR would act instead of being shown.
 */
export function singleLine(label: string) {
  return v.check((input: string) => !LINE_BREAK_OR_CONTROL.test(input), `${label}に改行や制御文字は使用できません`);
}

/** max_value: a number no greater than `max`. */
export function maxValue(label: string, max: number) {
  return v.maxValue<number, number, string>(max, `${label}は${max}以下で入力してください`);
}

/** min_value: a number no less than `min`. */
export function minValue(label: string, min: number) {
  return v.minValue<number, number, string>(min, `${label}は${min}以上で入力してください`);
}

/** regex: matches `pattern`; the caller words the message, e.g. regex(/^\d{7}$/, '郵便番号はハイフンなしの7桁で入力してください'). */
export function regex(pattern: RegExp, message: string) {
  return v.regex<string, string>(pattern, message);
}

/** in: one of the given option values (for selects); the message says the choice is not valid. */
export function oneOf<const TOptions extends readonly string[]>(label: string, options: TOptions) {
  return v.picklist(options, `選択された${label}は正しくありません`);
}

/** Shortest accepted password (spec §9). */
export const PASSWORD_MIN_LENGTH = 10; // characters
/** Longest accepted password (spec §9). */
export const PASSWORD_MAX_LENGTH = 32; // characters

/** Half-width letters and digits only, at least one of each, 10 to 32 characters, either case. */
const PASSWORD = new RegExp(`^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);

/** password: the spec's password format. Checks only: the value is never lower-cased, trimmed or cut. */
export function password(label: string) {
  return v.regex<string, string>(
    PASSWORD,
    `${label}はアルファベットと数字をそれぞれ1種類以上含む${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以下の半角英数字で入力してください`,
  );
}

/** An object carrying `key` and `${key}_confirmation`, as the confirmed rule reads it. */
type Confirmable<TKey extends string> = { readonly [K in TKey | `${TKey}_confirmation`]: unknown };

/**
 * confirmed: `${key}_confirmation` equals `key`. Goes in the object's pipe; the message lands on the
 * confirmation field, and only when both fields passed their own rules (a blank confirmation gets
 * just the required message).
 */
export function confirmed<const TKey extends string, TInput extends Confirmable<TKey>>(label: string, key: TKey): v.RawCheckAction<TInput> {
  const confirmationKey = `${key}_confirmation`;
  const message = `${label}（確認）が${label}と一致しません`;
  // rawCheck rather than partialCheck: partialCheck still runs when a field failed a validation
  // (only a wrong type stops it), which would stack this message under the required one.
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const fieldFailed = (dataset.issues ?? []).some((issue) => {
      const field = issue.path?.[0]?.key;
      return field === key || field === confirmationKey;
    });
    if (fieldFailed) return;
    const fields = input as Record<string, unknown>;
    if (fields[key] === fields[confirmationKey]) return;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: fields, key: confirmationKey, value: fields[confirmationKey] }] });
  });
}

/** Laravel's bail: stop at the first failed rule of a field, so a blank field gets only the required message. */
export function bail<const TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}
