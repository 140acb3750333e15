import { fileURLToPath } from 'node:url';
import { type Article, loadArticles } from './articles.ts';
import { type BlogTaxonomy, loadBlogTaxonomy } from './blog.ts';
import { type Example, loadExamples } from './examples.ts';
import { type Faq, loadFaqs } from './faqs.ts';
import { type Feature, loadFeatures } from './features.ts';
import { type Page, loadPages } from './pages.ts';
import { type Post, loadPosts } from './posts.ts';
import { type ContentProblem, ContentProblems } from './problems.ts';
import { type Word, loadWords } from './words.ts';

/** The repository's content folder (Markdown with YAML front matter). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

/** Everything in a content folder, each kind in file order, plus what was skipped and why. */
export interface ContentBundle extends BlogTaxonomy {
  posts: Post[];
  articles: Article[];
  faqs: Faq[];
  words: Word[];
  features: Feature[];
  examples: Example[];
  pages: Page[];
  problems: ContentProblem[];
}

/**
 * Loads the content folder: blog (authors, categories, tags, posts), articles, FAQs, glossary words,
 * features, case studies and static pages. Markdown is rendered to sanitised HTML here, once.
 */
export async function loadContent(root: string = DEFAULT_CONTENT_DIR): Promise<ContentBundle> {
  const problems = new ContentProblems();
  // Posts are checked against the taxonomy, so it loads first.
  const taxonomy = await loadBlogTaxonomy(root, problems);
  return {
    ...taxonomy,
    posts: await loadPosts(root, taxonomy, problems),
    articles: await loadArticles(root, problems),
    faqs: await loadFaqs(root, problems),
    words: await loadWords(root, problems),
    features: await loadFeatures(root, problems),
    examples: await loadExamples(root, problems),
    pages: await loadPages(root, problems),
    problems: problems.list(),
  };
}
