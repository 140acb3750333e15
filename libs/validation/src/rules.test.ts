import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bail,
  confirmed,
  email,
  maxLength,
  maxValue,
  minLength,
  minMaxLength,
  minValue,
  numeric,
  oneOf,
  password,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  regex,
  required,
  singleLine,
} from './rules.ts';

/** The messages a schema gives for an input, in order; [] when the input is valid. */
function messages(schema: v.GenericSchema, input: unknown): string[] {
  return (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);
}

/** A string field checked by one action. */
function stringWith(action: v.PipeItem<string, string, v.BaseIssue<unknown>>): v.GenericSchema {
  return v.pipe(v.string(), action);
}

const PASSWORD_MESSAGE = 'パスワードはアルファベットと数字をそれぞれ1種類以上含む10文字以上32文字以下の半角英数字で入力してください';

describe('required', () => {
  it.each<[string, unknown, string[]]>([
    ['an empty string is missing', '', ['メールアドレスを入力してください']],
    ['spaces only count as missing', '   ', ['メールアドレスを入力してください']],
    ['a full-width space only counts as missing', '\u3000', ['メールアドレスを入力してください']],
    ['undefined is missing', undefined, ['メールアドレスを入力してください']],
    ['null is missing', null, ['メールアドレスを入力してください']],
    ['a value that is not text is refused with the same message', 42, ['メールアドレスを入力してください']],
    ['any non-blank text is present', 'a', []],
  ])('%s', (_rule, input, expected) => {
    expect(messages(required('メールアドレス'), input)).toEqual(expected);
  });

  it('a select field asks the user to choose instead of to type', () => {
    expect(messages(required('お問い合わせ種別', { select: true }), '')).toEqual(['お問い合わせ種別を選択してください']);
  });

  it('a key missing from the object gets the field message, not a generic one', () => {
    expect(messages(v.object({ email: required('メールアドレス') }), {})).toEqual(['メールアドレスを入力してください']);
  });

  it('the value passes through untrimmed', () => {
    expect(v.parse(required('お名前'), '  山田 太郎 ')).toBe('  山田 太郎 ');
  });
});

describe('email', () => {
  it.each<[string, string[]]>([
    ['user@example.jp', []],
    ['first.last+tag@mail.example.co.jp', []],
    ['user@', ['メールアドレスの形式が正しくありません']],
    ['user.example.jp', ['メールアドレスの形式が正しくありません']],
    ['user@example', ['メールアドレスの形式が正しくありません']],
    ['user name@example.jp', ['メールアドレスの形式が正しくありません']],
    ['ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｊｐ', ['メールアドレスの形式が正しくありません']],
  ])('an e-mail address must be well formed: %j gives %j', (input, expected) => {
    expect(messages(stringWith(email('メールアドレス')), input)).toEqual(expected);
  });
});

describe('numeric', () => {
  it.each<[string, string[]]>([
    ['12', []],
    ['0', []],
    ['-3', []],
    ['1.5', []],
    ['１２', ['数量は数字で入力してください']],
    ['12個', ['数量は数字で入力してください']],
    ['1.', ['数量は数字で入力してください']],
    ['1e3', ['数量は数字で入力してください']],
    ['', ['数量は数字で入力してください']],
  ])('a number is half-width digits with an optional sign and decimals: %j gives %j', (input, expected) => {
    expect(messages(stringWith(numeric('数量')), input)).toEqual(expected);
  });
});

describe('length rules count characters, not UTF-16 units', () => {
  it.each<[string, v.PipeItem<string, string, v.BaseIssue<unknown>>, string, string[]]>([
    ['max: 100 characters is allowed', maxLength('件名', 100), 'あ'.repeat(100), []],
    ['max: 101 characters is too long', maxLength('件名', 100), 'あ'.repeat(101), ['件名は100文字以下で入力してください']],
    ['max: 100 surrogate-pair kanji are 100 characters', maxLength('件名', 100), '𠮷'.repeat(100), []],
    ['min: 10 characters is enough', minLength('件名', 10), 'a'.repeat(10), []],
    ['min: 9 characters is too short', minLength('件名', 10), 'a'.repeat(9), ['件名は10文字以上で入力してください']],
    ['minmax: the lower bound is allowed', minMaxLength('件名', 1, 100), 'a', []],
    ['minmax: the upper bound is allowed', minMaxLength('件名', 1, 100), 'a'.repeat(100), []],
    ['minmax: below the lower bound names both bounds', minMaxLength('件名', 1, 100), '', ['件名は1文字以上100文字以下で入力してください']],
    [
      'minmax: above the upper bound names both bounds',
      minMaxLength('件名', 1, 100),
      'a'.repeat(101),
      ['件名は1文字以上100文字以下で入力してください'],
    ],
  ])('%s', (_rule, action, input, expected) => {
    expect(messages(stringWith(action), input)).toEqual(expected);
  });
});

describe('value rules', () => {
  it.each<[string, v.PipeItem<number, number, v.BaseIssue<unknown>>, number, string[]]>([
    ['min_value: the minimum itself is allowed', minValue('数量', 1), 1, []],
    ['min_value: below the minimum is refused', minValue('数量', 1), 0, ['数量は1以上で入力してください']],
    ['max_value: the maximum itself is allowed', maxValue('数量', 99), 99, []],
    ['max_value: above the maximum is refused', maxValue('数量', 99), 100, ['数量は99以下で入力してください']],
  ])('%s', (_rule, action, input, expected) => {
    expect(messages(v.pipe(v.number(), action), input)).toEqual(expected);
  });

  const quantity = bail(v.pipe(required('数量'), numeric('数量'), v.toNumber(), minValue('数量', 1), maxValue('数量', 99)));

  it.each<[string, string, string[]]>([
    ['a blank quantity is only missing', '', ['数量を入力してください']],
    ['a quantity with a unit is not a number', '3枚', ['数量は数字で入力してください']],
    ['a zero quantity is below the minimum', '0', ['数量は1以上で入力してください']],
    ['a quantity over the maximum is refused', '100', ['数量は99以下で入力してください']],
  ])('a form quantity checks one rule at a time: %s', (_rule, input, expected) => {
    expect(messages(quantity, input)).toEqual(expected);
  });

  it('a valid form quantity becomes a number', () => {
    expect(v.parse(quantity, '3')).toBe(3);
  });
});

describe('regex', () => {
  const postalCode = stringWith(regex(/^[0-9]{7}$/, '郵便番号はハイフンなしの7桁で入力してください'));

  it.each<[string, string[]]>([
    ['1000001', []],
    ['100-0001', ['郵便番号はハイフンなしの7桁で入力してください']],
  ])('a pattern rule uses the caller\u2019s message: %j gives %j', (input, expected) => {
    expect(messages(postalCode, input)).toEqual(expected);
  });
});

describe('singleLine', () => {
  const name = stringWith(singleLine('お名前'));
  const REFUSED = ['お名前に改行や制御文字は使用できません'];

  it.each<[string, string]>([
    ['ESC (a terminal escape sequence)', '\u001b]0;owned\u0007太郎'],
    ['BEL', '太郎\u0007'],
    ['NUL', '太\u0000郎'],
    ['CR', '太郎\r'],
    ['LF', '山田\n太郎'],
    ['TAB', '山田\t太郎'],
    ['DEL', '太郎\u007f'],
    ['C1 CSI (U+009B)', '\u009b2J太郎'],
    ['NEL (U+0085)', '山田\u0085太郎'],
    ['the line separator U+2028', '山田\u2028太郎'],
    ['the paragraph separator U+2029', '山田\u2029太郎'],
  ])('refuses %s', (_what, input) => {
    expect(messages(name, input)).toEqual(REFUSED);
  });

  it.each(['山田 太郎', '山田\u3000太郎', 'Émile O\u2019Brien', '𠮷野家', 'ヤマダ・タロウ', '田中（旧姓 佐藤）'])('accepts %j', (input) => {
    expect(messages(name, input)).toEqual([]);
  });

  it('any text holding a character of C0, DEL, C1 or U+2028/2029 is refused, any other is accepted', () => {
    const control = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }),
      fc.constant(0x7f),
      fc.integer({ min: 0x80, max: 0x9f }),
      fc.constantFrom(0x2028, 0x2029),
    );
    const isRefused = (cp: number) => cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, cp, after) => {
        expect(messages(name, `${before}${String.fromCodePoint(cp)}${after}`)).toEqual(REFUSED);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const refused = [...text].some((ch) => isRefused(ch.codePointAt(0)!));
        expect(messages(name, text)).toEqual(refused ? REFUSED : []);
      }),
    );
  });
});

describe('oneOf', () => {
  it.each<[string, string[]]>([
    ['order', []],
    ['refund', ['選択されたお問い合わせ種別は正しくありません']],
  ])('a select value must be one of the options: %j gives %j', (input, expected) => {
    expect(messages(oneOf('お問い合わせ種別', ['order', 'other']), input)).toEqual(expected);
  });
});

describe('password', () => {
  const schema = stringWith(password('パスワード'));

  it('is 10 to 32 characters long, as spec §9 states', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 32]);
  });

  it.each<[string, string, string[]]>([
    ['ten letters and digits are enough', 'abcdefghi1', []],
    ['upper-case letters are accepted', 'ABCDEFGHI1', []],
    ['mixed case is accepted', 'Password2026', []],
    ['32 characters is the maximum', `a1${'b'.repeat(30)}`, []],
    ['9 characters is too short', 'abcdefgh1', [PASSWORD_MESSAGE]],
    ['33 characters is too long', `a1${'b'.repeat(31)}`, [PASSWORD_MESSAGE]],
    ['letters only lack a digit', 'abcdefghij', [PASSWORD_MESSAGE]],
    ['digits only lack a letter', '1234567890', [PASSWORD_MESSAGE]],
    ['full-width letters and digits are refused', 'ＡＢＣ１２３ａｂｃ１', [PASSWORD_MESSAGE]],
    ['a symbol is refused', 'abcdefgh1!', [PASSWORD_MESSAGE]],
    ['a space is refused', 'abcde fgh1', [PASSWORD_MESSAGE]],
    ['a trailing newline is refused', 'abcdefghi1\n', [PASSWORD_MESSAGE]],
    ['an accented letter is refused', 'äbcdefghi1', [PASSWORD_MESSAGE]],
  ])('%s', (_rule, input, expected) => {
    expect(messages(schema, input)).toEqual(expected);
  });

  it('the message names the field it is given', () => {
    expect(messages(stringWith(password('新しいパスワード')), 'short')).toEqual([
      '新しいパスワードはアルファベットと数字をそれぞれ1種類以上含む10文字以上32文字以下の半角英数字で入力してください',
    ]);
  });

  it('a valid password comes out exactly as it went in', () => {
    expect(v.parse(schema, 'AbCdEfGh12')).toBe('AbCdEfGh12');
  });

  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');
  const alphanumeric = fc.oneof(letter, digit);
  /** 10–32 half-width letters and digits with at least one of each, at random positions. */
  const validPassword = fc
    .tuple(letter, digit, fc.array(alphanumeric, { minLength: 8, maxLength: 30 }), fc.nat(), fc.nat())
    .map(([l, d, rest, i, j]) => {
      const chars = [...rest];
      chars.splice(i % (chars.length + 1), 0, l);
      chars.splice(j % (chars.length + 1), 0, d);
      return chars.join('');
    });
  const nonAlphanumeric = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((char) => !/^[A-Za-z0-9]$/.test(char));

  it('any 10–32 half-width letters and digits with at least one of each pass', () => {
    fc.assert(
      fc.property(validPassword, (input) => {
        expect(messages(schema, input)).toEqual([]);
      }),
    );
  });

  it('a valid password with any non-alphanumeric character put in fails', () => {
    fc.assert(
      fc.property(validPassword, nonAlphanumeric, fc.nat(), (valid, bad, at) => {
        const position = at % (valid.length + 1);
        const input = valid.slice(0, position) + bad + valid.slice(position);
        expect(messages(schema, input)).toEqual([PASSWORD_MESSAGE]);
      }),
    );
  });

  it('any string containing a non-alphanumeric character fails', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), nonAlphanumeric, fc.string({ unit: 'binary' }), (before, bad, after) => {
        expect(messages(schema, before + bad + after)).toEqual([PASSWORD_MESSAGE]);
      }),
    );
  });
});

describe('confirmed', () => {
  const schema = v.pipe(
    v.object({ email: required('メールアドレス'), email_confirmation: required('メールアドレス（確認）') }),
    confirmed('メールアドレス', 'email'),
  );

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['equal values pass', { email: 'a@example.jp', email_confirmation: 'a@example.jp' }, {}],
    [
      'a different confirmation is reported on the confirmation field',
      { email: 'a@example.jp', email_confirmation: 'b@example.jp' },
      { email_confirmation: ['メールアドレス（確認）がメールアドレスと一致しません'] },
    ],
    [
      'a difference in case is a mismatch',
      { email: 'a@example.jp', email_confirmation: 'A@example.jp' },
      { email_confirmation: ['メールアドレス（確認）がメールアドレスと一致しません'] },
    ],
    [
      'a blank confirmation gets only the required message',
      { email: 'a@example.jp', email_confirmation: '' },
      { email_confirmation: ['メールアドレス（確認）を入力してください'] },
    ],
    [
      'no mismatch is reported while the original field itself is invalid',
      { email: '', email_confirmation: 'b@example.jp' },
      { email: ['メールアドレスを入力してください'] },
    ],
  ])('%s', (_rule, input, expected) => {
    const issues = v.safeParse(schema, input).issues ?? [];
    const byField: Record<string, string[]> = {};
    for (const issue of issues) (byField[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
    expect(byField).toEqual(expected);
  });

  it('input that is not an object is left to the object schema', () => {
    expect(messages(schema, 'not an object')).toHaveLength(1);
  });
});

describe('bail', () => {
  const rules = v.pipe(required('メールアドレス'), email('メールアドレス'));

  it('without bail a blank field collects every failed rule', () => {
    expect(messages(rules, '')).toEqual(['メールアドレスを入力してください', 'メールアドレスの形式が正しくありません']);
  });

  it('with bail a field stops at its first failed rule', () => {
    expect(messages(bail(rules), '')).toEqual(['メールアドレスを入力してください']);
  });
});
