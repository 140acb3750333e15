import { Link } from 'react-router';
import { FOOTER_LINKS, visibleLinks } from '../navigation/menus.ts';
import { copyright, footer, link, links } from './footer.css.ts';

/** Footer of the default layout: home, blog, legal notice, terms, privacy (those that exist). */
export function Footer() {
  return (
    <footer className={footer}>
      <nav aria-label="フッター">
        <ul className={links}>
          {visibleLinks(FOOTER_LINKS).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={link}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={copyright}>
        <small>© プリントファクトリー</small>
      </p>
    </footer>
  );
}
