import type { ReactNode } from 'react';
import { island } from '../islands/island.tsx';
import type { LayoutRules } from '../navigation/layout-rules.ts';
import type { SideMenuData } from '../navigation/menus.ts';
import { body, main, shell } from './shell.css.ts';
import { skipLink } from './skip-link.css.ts';

// Hydrated after the page's first JavaScript, once their module has arrived (islands/island.tsx):
// one module for all, so one file.
const load = () => import('./layout-islands.tsx');
const LayoutTopBar = island('LayoutTopBar', () => load().then((module) => module.LayoutTopBar));
const PinnedSideMenu = island('PinnedSideMenu', () => load().then((module) => module.PinnedSideMenu));
const NavigationDrawer = island('NavigationDrawer', () => load().then((module) => module.NavigationDrawer));
const Footer = island('Footer', () => load().then((module) => module.Footer));
const ScrollTopButton = island('ScrollTopButton', () => load().then((module) => module.ScrollTopButton));

export interface DefaultLayoutProps {
  /** The side menu's data (the layout route's loader data). */
  menu: SideMenuData;
  rules: LayoutRules;
  children: ReactNode;
}

/**
 * Default layout (spec §2 Layouts 1): top bar, side navigation drawer (pinned on design tool
 * routes on wide screens, temporary elsewhere), content, footer and scroll-to-top button.
 */
export function DefaultLayout({ menu, rules, children }: DefaultLayoutProps) {
  const pinned = rules.drawer === 'pinned';
  return (
    <div className={shell}>
      <a href="#main" className={skipLink}>
        本文へスキップ
      </a>
      <LayoutTopBar menuButton={pinned ? 'below-desktop' : 'always'} filterButton={rules.filterButton} />
      <div className={body}>
        {pinned ? <PinnedSideMenu menu={menu} /> : null}
        <main id="main" className={main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {rules.footer ? <Footer /> : null}
      <ScrollTopButton />
      <NavigationDrawer menu={menu} pinned={pinned} />
    </div>
  );
}
