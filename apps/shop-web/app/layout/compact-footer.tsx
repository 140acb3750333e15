import { Link } from 'react-router';
import { COMPANY } from '../content/company.ts';
import { FOOTER_LINKS, type NavLinkItem, visibleLinks } from '../navigation/menus.ts';
import { copyright, footerLink, footerLinks } from './compact-footer.css.ts';

/** The focused layouts' footer links: home and the legal pages that exist (no blog). */
export const COMPACT_FOOTER_LINKS = visibleLinks(FOOTER_LINKS.filter((link) => link.route !== 'blog'));

/**
 * The footer of the focused layouts (login, checkout; spec §2 Layouts): a row of links (home and
 * the legal pages that exist), the seller and the contact hours (as the 特定商取引法 page states
 * them, content/company.json) and the copyright. `className` is the layout's own footer box.
 */
export function CompactFooter({ links, className }: { links: readonly NavLinkItem[]; className: string }) {
  return (
    <footer className={className}>
      {links.length > 0 ? (
        <nav aria-label="フッター">
          <ul className={footerLinks}>
            {links.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={copyright}>
        <small data-company="name">{COMPANY.name}</small>
        <small>（お問い合わせ受付 {COMPANY.contactHours}）</small>
      </p>
      <p className={copyright}>
        <small>© {COMPANY.shopName}</small>
      </p>
    </footer>
  );
}
