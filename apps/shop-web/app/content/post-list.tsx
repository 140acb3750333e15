import type { PostListItem } from '@shop/api-contract';
import { Link } from 'react-router';
import { entryCard, entryExcerpt, entryLink, entryList, entryMeta, entryThumb, entryTitle } from './content.css.ts';
import { formatDate } from './format-date.ts';
import { blogPostPath } from './paths.ts';

/** One post in a list: picture (or its category as a placeholder), date, category, title, excerpt. */
export function PostCard({ post }: { post: PostListItem }) {
  return (
    <article className={entryCard}>
      {post.thumbnail ? (
        <img className={entryThumb} src={post.thumbnail} alt="" width={160} height={160} loading="lazy" decoding="async" />
      ) : (
        <div className={entryThumb} aria-hidden="true">
          {post.category?.name ?? 'ブログ'}
        </div>
      )}
      <div>
        <p className={entryMeta}>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          {post.category ? `・${post.category.name}` : null}
        </p>
        <h2 className={entryTitle}>
          <Link to={blogPostPath(post.slug)} className={entryLink}>
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className={entryExcerpt}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** Posts as a list of cards. */
export function PostList({ posts }: { posts: readonly PostListItem[] }) {
  return (
    <ul className={entryList}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
