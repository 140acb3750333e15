import { ChevronRightIcon } from '@shop/ui';
import { NavLink } from 'react-router';
import type { NavGroup } from '../navigation/menus.ts';
import { group, groupTitle, link, list, nav } from './side-nav.css.ts';

/** The side menu's groups and links (already filtered to existing pages). */
export function SideNav({ groups }: { groups: readonly NavGroup[] }) {
  return (
    <nav className={nav} aria-label="メインメニュー">
      {groups.map((entry) => (
        <section key={entry.id} className={group} aria-labelledby={`side-nav-${entry.id}`}>
          <h2 id={`side-nav-${entry.id}`} className={groupTitle}>
            {entry.title}
          </h2>
          <ul className={list}>
            {entry.links.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={link} end>
                  {item.label}
                  <ChevronRightIcon size={18} />
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
