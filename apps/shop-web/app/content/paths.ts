/** Site paths of the editorial pages (route ids in navigation/pages/content-pages.ts). */

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `/blog/{slug}` */
export const blogPostPath = (slug: string) => `/blog/${segment(slug)}`;
/** `/blog/category/{slug}` */
export const blogCategoryPath = (slug: string) => `/blog/category/${segment(slug)}`;
/** `/blog/tag/{slug}` */
export const blogTagPath = (slug: string) => `/blog/tag/${segment(slug)}`;
/** `/blog/author/{slug}` */
export const blogAuthorPath = (slug: string) => `/blog/author/${segment(slug)}`;
/** `/blog/search?q=…` for a typed query (trimmed). */
export const blogSearchHref = (text: string) => `/blog/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
/** `/article/{id}` */
export const articlePath = (id: number) => `/article/${segment(id)}`;
/** `/brand/{slug}` */
export const brandPath = (slug: string) => `/brand/${segment(slug)}`;
/** `/features/{slug}` */
export const featurePath = (slug: string) => `/features/${segment(slug)}`;
/** `/example/{id}` */
export const examplePath = (id: number) => `/example/${segment(id)}`;
/** `/product/{code}` */
export const productPath = (code: string) => `/product/${segment(code)}`;
/** `/product/{code}/customer-reviews` */
export const productReviewsPath = (code: string) => `/product/${segment(code)}/customer-reviews`;
