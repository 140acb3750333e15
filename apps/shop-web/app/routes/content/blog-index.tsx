import type { Route } from './+types/blog-index.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { BlogListLayout } from '../../content/blog-list-layout.tsx';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { lead } from '../../content/content.css.ts';
import { loadBlogIndex } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { listRouteMeta } from '../../content/list-meta.ts';

const TRAIL = [HOME_CRUMB, BLOG_CRUMB];

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadBlogIndex(api, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(() => ({
  title: 'ブログ',
  description:
    'オリジナルTシャツ・グッズづくりに役立つプリント方法の解説やデザインのコツ、アイテム選びのポイント、活用事例を、プリントファクトリーのスタッフがお届けします。',
  path: '/blog',
  trail: TRAIL,
}));

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { posts, meta, sidebar } = loaderData;
  return (
    <BlogListLayout trail={TRAIL} title="ブログ" posts={posts} meta={meta} sidebar={sidebar} emptyText="まだ記事がありません。">
      <p className={lead}>プリントの基礎知識からデザインのコツ、アイテム選びまで。オリジナルグッズづくりに役立つ情報をお届けします。</p>
    </BlogListLayout>
  );
}
