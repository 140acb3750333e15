export { normalizeSearchText, hiraganaToKatakana, searchTerms, MAX_TERM_LENGTH } from './normalize.ts';
export { indexTokens, termTokens } from './tokens.ts';
export {
  FILTER_KEYS,
  formatSynonyms,
  parseSynonyms,
  synonymTable,
  type FilterKey,
  type QueryFilter,
  type SynonymGroup,
  type SynonymProblem,
  type SynonymTable,
} from './synonyms.ts';
export {
  FIELD_WEIGHTS,
  SEARCH_FIELDS,
  buildSearchDocument,
  filterToken,
  charPosition,
  fieldAt,
  wordPosition,
  type SearchDocument,
  type SearchField,
} from './document.ts';
export { analyzeQuery, segmentTerm, type AnalyzedQuery, type AnalyzedTerm, type QueryDictionary } from './query.ts';
export {
  BOOSTS,
  POPULARITY_SCALE,
  SYNONYM_FACTOR,
  explainScore,
  type ProductSignals,
  type ScoreExplanation,
  type TermExplanation,
} from './ranking.ts';
export { allowedEdits, buildVocabulary, editDistance, nearestWord, type VocabularyWord } from './did-you-mean.ts';
export { ndcgAt, reciprocalRank, summarizeRelevance, type Judgements, type RelevanceSummary } from './relevance.ts';
