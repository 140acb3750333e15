import { Link } from 'react-router';
import { COMPANY, postalAddress } from '../content/company.ts';
import { FOOTER_LINKS, visibleLinks } from '../navigation/menus.ts';
import { isImplemented } from '../navigation/route-table.ts';
import {
  company,
  companyName,
  contact,
  contactLine,
  contactLink,
  copyright,
  detailRow,
  detailTerm,
  detailValue,
  details,
  footer,
  inner,
  link,
  links,
} from './footer.css.ts';

/** The contact page (the inquiry form). */
const CONTACT = { label: 'お問い合わせフォーム', to: '/info/contactus', route: 'info-contactus' } as const;

/**
 * Footer of the default layout: the seller's details as the 特定商取引法 page states them (same
 * source, `content/company.json`), the way to contact the shop with its hours, then home, blog,
 * legal notice, terms, privacy (those that exist) and the copyright.
 */
export function Footer() {
  return (
    <footer className={footer}>
      <div className={inner}>
        <section className={company} aria-labelledby="footer-company">
          <h2 id="footer-company" className={companyName}>
            {COMPANY.shopName}
          </h2>
          <dl className={details}>
            <div className={detailRow}>
              <dt className={detailTerm}>運営会社</dt>
              <dd className={detailValue} data-company="name">
                {COMPANY.name}
              </dd>
            </div>
            <div className={detailRow}>
              <dt className={detailTerm}>所在地</dt>
              <dd className={detailValue} data-company="address">
                {postalAddress()}
              </dd>
            </div>
            <div className={detailRow}>
              <dt className={detailTerm}>工場</dt>
              <dd className={detailValue} data-company="factory">
                {COMPANY.factory}（自社工場で製作・発送）
              </dd>
            </div>
          </dl>
        </section>
        <section className={contact} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={companyName}>
            お問い合わせ
          </h2>
          <p className={contactLine}>
            受付時間 <span data-company="contactHours">{COMPANY.contactHours}</span>（土日祝・休業日を除く）
          </p>
          {isImplemented(CONTACT.route) ? (
            <p className={contactLine}>
              <Link to={CONTACT.to} className={contactLink}>
                {CONTACT.label}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
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
        <small>© {COMPANY.shopName}</small>
      </p>
    </footer>
  );
}
