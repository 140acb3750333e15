import { Link } from 'react-router';
import type { BlogSidebarData } from '../loaders/content/blog.ts';
import { BlogSearchForm } from './blog-search-form.tsx';
import { sidebar, sidebarLink, sidebarList, sidebarSection, sidebarTitle, tag, tagList } from './content.css.ts';
import { blogCategoryPath, blogPostPath, blogTagPath } from './paths.ts';

function PostLinks({ title, posts }: { title: string; posts: BlogSidebarData['recent'] }) {
  if (posts.length === 0) return null;
  return (
    <section className={sidebarSection}>
      <h2 className={sidebarTitle}>{title}</h2>
      <ol className={sidebarList}>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link to={blogPostPath(post.slug)} className={sidebarLink}>
              {post.title}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The blog's side column: search (left out where the page has its own search form), recent and
 * popular posts, categories and tags.
 */
export function BlogSidebar({ data, showSearch = true }: { data: BlogSidebarData; showSearch?: boolean }) {
  return (
    <aside className={sidebar} aria-label="ブログのメニュー">
      {showSearch ? (
        <section className={sidebarSection}>
          <h2 className={sidebarTitle}>記事を探す</h2>
          <BlogSearchForm />
        </section>
      ) : null}
      <PostLinks title="新着記事" posts={data.recent} />
      <PostLinks title="人気の記事" posts={data.popular} />
      {data.categories.length > 0 ? (
        <section className={sidebarSection}>
          <h2 className={sidebarTitle}>カテゴリー</h2>
          <ul className={sidebarList}>
            {data.categories.map((category) => (
              <li key={category.slug}>
                <Link to={blogCategoryPath(category.slug)} className={sidebarLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.tags.length > 0 ? (
        <section className={sidebarSection}>
          <h2 className={sidebarTitle}>タグ</h2>
          <BlogTagLinks tags={data.tags} />
        </section>
      ) : null}
    </aside>
  );
}

/** Tags as 「#name」 links to their posts. */
export function BlogTagLinks({ tags, label }: { tags: readonly { slug: string; name: string }[]; label?: string }) {
  return (
    <ul className={tagList} aria-label={label}>
      {tags.map((item) => (
        <li key={item.slug}>
          <Link to={blogTagPath(item.slug)} className={tag}>
            #{item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
