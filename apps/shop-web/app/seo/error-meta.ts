import type { MetaDescriptor } from 'react-router';
import { describeError } from '../errors/describe-error.ts';
import { pageMeta } from './meta.ts';

/** Meta of an error page: `404 Not Found | プリントファクトリー`, kept out of search results. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  if (error === undefined || error === null) return pageMeta({ title: undefined, description: '' });
  const view = describeError(error);
  return pageMeta({ title: `${view.statusCode} ${view.title}`, description: view.explanation, noindex: true });
}
