/**
 * Tokens of the search index: every character (unigram) and every pair of neighbouring characters
 * (bigram) within a word of normalised text. A query term of one character is looked up by its
 * unigram (黒, 綿), a longer one by all its bigrams; a document that holds them all is a candidate,
 * and the server then checks that the term really occurs in the text (bigrams can come from
 * different places). This is what pg_bigm does, kept in a plain `text[]` with a GIN index so it runs
 * on PGlite and PostgreSQL alike, without an extension.
 */

/** The unigrams and bigrams of normalised text (words split on spaces), without duplicates. */
export function indexTokens(normalized: string): string[] {
  const tokens = new Set<string>();
  for (const word of normalized.split(' ')) {
    const chars = [...word];
    for (let i = 0; i < chars.length; i += 1) {
      tokens.add(chars[i] as string);
      if (i + 1 < chars.length) tokens.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...tokens];
}

/** The tokens that must all be in a document holding the normalised term: its bigrams, or itself if one character long. */
export function termTokens(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 1) return chars;
  const tokens = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) tokens.add(`${chars[i]}${chars[i + 1]}`);
  return [...tokens];
}
