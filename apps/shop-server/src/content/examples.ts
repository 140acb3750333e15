import * as v from 'valibot';
import { excerptOf, OptionalText, PositiveInt, Text, Timestamp } from './fields.ts';
import { loadNumbered } from './kinds.ts';
import { htmlToText } from './markdown.ts';
import type { ContentProblems } from './problems.ts';

/** A case study (制作事例): what a customer had printed. */
export interface Example {
  id: number;
  title: string;
  customer: string;
  productCategory: string;
  printMethod: string;
  quantity: number;
  productCodes: string[];
  excerpt: string;
  html: string;
  /** ISO timestamp */
  publishedAt: string;
}

const ExampleFront = v.object({
  id: v.optional(PositiveInt),
  title: Text,
  customer: OptionalText,
  product_category: OptionalText,
  print_method: OptionalText,
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  products: v.optional(v.array(Text), []),
  excerpt: OptionalText,
  published_at: Timestamp,
});

/** Loads content/examples, numbered by the front matter `id` or the file name. */
export function loadExamples(root: string, problems: ContentProblems): Promise<Example[]> {
  return loadNumbered(root, 'examples', ExampleFront, problems, ({ front, html }) => ({
    title: front.title,
    customer: front.customer,
    productCategory: front.product_category,
    printMethod: front.print_method,
    quantity: front.quantity,
    productCodes: front.products,
    excerpt: excerptOf(front.excerpt, htmlToText(html)),
    html,
    publishedAt: front.published_at,
  }));
}
