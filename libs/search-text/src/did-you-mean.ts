/**
 * 「もしかして」: the nearest words of the catalogue's own vocabulary to a typed word that finds
 * nothing, by edit distance over normalised text (Damerau–Levenshtein, adjacent swaps count one:
 * パーカー typed パカーー, Tシャツ typed Tシャッツ).
 */
import { normalizeSearchText } from './normalize.ts';

export interface VocabularyWord {
  /** Normalised form (what is compared). */
  norm: string;
  /** As the catalogue writes it (what the shopper is offered). */
  display: string;
  /** How often it occurs; the more frequent of two equally near words wins. */
  weight: number;
}

/** Edit distance with adjacent transpositions (optimal string alignment), over code points; stops early above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, (previous2[j - 2] as number) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[t.length] as number;
}

/** How many edits a word of this many characters may be away: none for 1–2, one for 3–5, two from 6. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  return length <= 5 ? 1 : 2;
}

/** The nearest vocabulary word to a normalised term (not the term itself), or undefined when none is near enough. */
export function nearestWord(term: string, vocabulary: readonly VocabularyWord[]): VocabularyWord | undefined {
  const max = allowedEdits([...term].length);
  if (max === 0) return undefined;
  let best: { word: VocabularyWord; distance: number } | undefined;
  for (const word of vocabulary) {
    if (word.norm === term) return undefined;
    const distance = editDistance(term, word.norm, best ? Math.min(best.distance, max) : max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && word.weight > best.word.weight)) best = { word, distance };
  }
  return best?.word;
}

/**
 * A vocabulary from text as the catalogue writes it: each word (split on spaces and punctuation),
 * counted; `display` keeps the first spelling seen.
 */
export function buildVocabulary(texts: Iterable<string>): VocabularyWord[] {
  const words = new Map<string, VocabularyWord>();
  for (const text of texts) {
    const pieces = text.split(/[\s、。，,「」（）()・/]+/u);
    // A Latin letter right after katakana or kanji starts a word of its own too: ヘビーウェイトTシャツ → Tシャツ.
    const parts = pieces.flatMap((piece) => {
      const split = piece.split(/(?<=[\u30A0-\u30FF\u4E00-\u9FFF])(?=[A-Za-zＡ-Ｚａ-ｚ])/u);
      return split.length > 1 ? [piece, ...split] : [piece];
    });
    for (const raw of parts) {
      const norm = normalizeSearchText(raw);
      if ([...norm].length < 2 || norm.includes(' ')) continue;
      const word = words.get(norm);
      if (word) word.weight += 1;
      else words.set(norm, { norm, display: raw, weight: 1 });
    }
  }
  return [...words.values()];
}
