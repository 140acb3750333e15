/** Schema.org structured data of the help pages (FAQPage, DefinedTerm). */
import { htmlToText } from '../content/text.ts';

/** A question with its answer as sanitised HTML. */
export interface AnsweredQuestion {
  question: string;
  html: string;
  /** Absolute URL of the question's own page. */
  url: string;
}

/** FAQPage with each question and the text of its answer (only questions shown with their answer). */
export function faqPageJsonLd(questions: readonly AnsweredQuestion[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'ja',
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      url: entry.url,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(entry.html) },
    })),
  };
}

/** DefinedTerm of a glossary entry, in the glossary's DefinedTermSet. */
export function definedTermJsonLd(input: { name: string; reading: string; html: string; url: string; glossaryUrl: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: input.name,
    alternateName: input.reading,
    description: htmlToText(input.html),
    url: input.url,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: '用語集', url: input.glossaryUrl },
  };
}
