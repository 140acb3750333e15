/**
 * The glossary index groups entries by the kana row (あ行, か行, …) of their reading's first
 * character, as Japanese dictionaries do: voiced and half-voiced kana join their plain row
 * (が → か行, ぱ → は行), small kana their full-size row, katakana the same row as hiragana.
 */

/** The ten kana rows in gojūon order: id for anchors, label, and the plain kana of the row. */
export const KANA_ROWS = [
  { id: 'a', label: 'あ行', kana: 'あいうえお' },
  { id: 'ka', label: 'か行', kana: 'かきくけこ' },
  { id: 'sa', label: 'さ行', kana: 'さしすせそ' },
  { id: 'ta', label: 'た行', kana: 'たちつてと' },
  { id: 'na', label: 'な行', kana: 'なにぬねの' },
  { id: 'ha', label: 'は行', kana: 'はひふへほ' },
  { id: 'ma', label: 'ま行', kana: 'まみむめも' },
  { id: 'ya', label: 'や行', kana: 'やゆよ' },
  { id: 'ra', label: 'ら行', kana: 'らりるれろ' },
  { id: 'wa', label: 'わ行', kana: 'わゐゑをん' },
] as const;

/** Readings that do not start with kana (Latin letters, digits) go here, after the kana rows. */
export const OTHER_ROW = { id: 'other', label: '英数字・その他' } as const;

export type KanaRowId = (typeof KANA_ROWS)[number]['id'] | typeof OTHER_ROW.id;

const SMALL_KANA: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

const KATAKANA_TO_HIRAGANA = 0x30a1 - 0x3041; // code point distance between ァ and ぁ

/** The row of a reading's first character; readings that do not start with kana get `other`. */
export function kanaRowOf(reading: string): KanaRowId {
  const first = [...reading.trim()][0];
  if (first === undefined) return OTHER_ROW.id;
  let kana = first.normalize('NFD')[0] ?? first; // が → か + combining mark
  const code = kana.codePointAt(0) ?? 0;
  if (code >= 0x30a1 && code <= 0x30f6) kana = String.fromCodePoint(code - KATAKANA_TO_HIRAGANA);
  if (kana === 'ゔ') kana = 'う'; // NFD leaves ゔ whole in some engines
  kana = SMALL_KANA[kana] ?? kana;
  return KANA_ROWS.find((row) => row.kana.includes(kana))?.id ?? OTHER_ROW.id;
}

/** One row of the index with its entries. */
export interface KanaGroup<T> {
  id: KanaRowId;
  label: string;
  entries: T[];
}

/**
 * Every kana row in gojūon order (empty ones too, so the jump links keep their places), then the
 * other row when something is in it. Entries keep the order they came in (the API's reading order).
 */
export function groupByKanaRow<T extends { reading: string }>(entries: readonly T[]): KanaGroup<T>[] {
  const groups: KanaGroup<T>[] = [
    ...KANA_ROWS.map((row): KanaGroup<T> => ({ id: row.id, label: row.label, entries: [] })),
    { id: OTHER_ROW.id, label: OTHER_ROW.label, entries: [] },
  ];
  for (const entry of entries) groups.find((group) => group.id === kanaRowOf(entry.reading))?.entries.push(entry);
  return groups.filter((group) => group.id !== OTHER_ROW.id || group.entries.length > 0);
}
