import type { PaginationMeta, PostListItem } from '@shop/api-contract';
import type { ReactNode } from 'react';
import { empty } from '../catalog/catalog.css.ts';
import { Pagination } from '../catalog/pagination.tsx';
import type { BlogSidebarData } from '../loaders/content/blog.ts';
import { BlogSidebar } from './blog-sidebar.tsx';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import type { Crumb } from '../navigation/trail.ts';
import { pageTitle, withSidebar } from './content.css.ts';
import { PostList } from './post-list.tsx';

export interface BlogListLayoutProps {
  trail: readonly Crumb[];
  title: string;
  posts: readonly PostListItem[];
  meta: PaginationMeta;
  sidebar: BlogSidebarData;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** Text between the title and the list (lead, author profile). */
  children?: ReactNode;
}

/** A blog list page: breadcrumbs, title, post cards with pagination, and the blog sidebar. */
export function BlogListLayout({ trail, title, posts, meta, sidebar, emptyText, children }: BlogListLayoutProps) {
  return (
    <>
      <TrailBreadcrumbs trail={trail} />
      <div className={withSidebar}>
        <div>
          <h1 className={pageTitle}>{title}</h1>
          {children}
          {posts.length > 0 ? <PostList posts={posts} /> : <p className={empty}>{emptyText}</p>}
          <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
        </div>
        <BlogSidebar data={sidebar} />
      </div>
    </>
  );
}
