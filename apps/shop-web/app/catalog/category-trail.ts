import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';

/** Home, the parent categories, then the category. */
export function categoryTrail(category: { name: string; slug: string; path: readonly { name: string; slug: string }[] }): Crumb[] {
  return [
    HOME_CRUMB,
    ...category.path.map((parent) => ({ name: parent.name, path: `/${parent.slug}` })),
    { name: category.name, path: `/${category.slug}` },
  ];
}
