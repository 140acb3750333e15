import type { PageRoute } from '../page-route.ts';

/** Editorial pages: blog, articles, brands, features, examples, product list and reviews. */
export const CONTENT_PAGES = [
  // Blog: the fixed paths (search, author, category, tag) before the post slug.
  { id: 'blog', path: '/blog', file: 'routes/content/blog-index.tsx' },
  { id: 'blog-search', path: '/blog/search', file: 'routes/content/blog-search.tsx' },
  { id: 'blog-author-slug', path: '/blog/author/:slug', file: 'routes/content/blog-author.tsx' },
  { id: 'blog-category-slug', path: '/blog/category/:slug', file: 'routes/content/blog-category.tsx' },
  { id: 'blog-tag-slug', path: '/blog/tag/:slug', file: 'routes/content/blog-tag.tsx' },
  { id: 'blog-slug', path: '/blog/:slug', file: 'routes/content/blog-post.tsx' },
  // News (お知らせ).
  { id: 'article', path: '/article', file: 'routes/content/articles.tsx' },
  { id: 'article-id', path: '/article/:id', file: 'routes/content/article.tsx' },
  // Brands and features: the top bar's filter button keys on these route names.
  { id: 'brand', path: '/brand', file: 'routes/content/brands.tsx' },
  { id: 'brand-slug', path: '/brand/:slug', file: 'routes/content/brand.tsx' },
  { id: 'features', path: '/features', file: 'routes/content/features.tsx' },
  { id: 'features-slug', path: '/features/:slug', file: 'routes/content/feature.tsx' },
  // Case studies (制作事例).
  { id: 'example', path: '/example', file: 'routes/content/examples.tsx' },
  { id: 'example-id', path: '/example/:id', file: 'routes/content/example.tsx' },
  // Print-capable products and a product's customer reviews (the product page itself is in catalog-pages.ts).
  { id: 'product', path: '/product', file: 'routes/content/products.tsx' },
  { id: 'product-code-customer-reviews', path: '/product/:code/customer-reviews', file: 'routes/content/product-reviews.tsx' },
] as const satisfies readonly PageRoute[];
