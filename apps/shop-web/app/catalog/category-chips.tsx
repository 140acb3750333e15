/** Links to categories as a row of chips: a category's subcategories, the search page's nearest categories. */
import { Link } from 'react-router';
import { chip, chips } from './catalog.css.ts';

export function CategoryChips({ categories, label }: { categories: readonly { slug: string; name: string }[]; label: string }) {
  return (
    <ul className={chips} aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link to={`/${category.slug}`} className={chip}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
