import { Drawer, media } from '@shop/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LayoutRules } from '../navigation/layout-rules.ts';
import type { NavGroup } from '../navigation/menus.ts';
import { filterDrawerAtom, navigationDrawerAtom } from '../state/ui.ts';
import { Footer } from './footer.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { body, main, pinnedNav, shell, skipLink } from './shell.css.ts';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

export interface DefaultLayoutProps {
  /** Side menu groups, already limited to existing pages. */
  groups: readonly NavGroup[];
  rules: LayoutRules;
  children: ReactNode;
}

/**
 * Default layout (spec §2 Layouts 1): top bar, side navigation drawer (pinned on design tool
 * routes on wide screens, temporary elsewhere), content, footer and scroll-to-top button.
 */
export function DefaultLayout({ groups, rules, children }: DefaultLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useAtom(navigationDrawerAtom);
  const setFilterOpen = useSetAtom(filterDrawerAtom);
  const { pathname } = useLocation();
  const pinned = rules.drawer === 'pinned';

  // A navigation closes the drawers (also when it came from a link inside them).
  useEffect(() => {
    setDrawerOpen(false);
    setFilterOpen(false);
  }, [pathname, setDrawerOpen, setFilterOpen]);

  // On a pinned route the temporary drawer is for narrow screens only: when the window widens to
  // desktop, where the pinned navigation shows, an open drawer closes.
  useEffect(() => {
    if (!pinned || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(media.desktopUp);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [pinned, setDrawerOpen]);

  // The pinned navigation is long (the manual group sits below the categories and guides): keep
  // the current page's link in view inside it, without scrolling the page itself.
  const pinnedRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const aside = pinnedRef.current;
    const current = aside?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!aside || !current) return;
    const top = current.offsetTop - aside.offsetTop;
    if (top < aside.scrollTop || top + current.offsetHeight > aside.scrollTop + aside.clientHeight) {
      aside.scrollTop = Math.max(0, top - aside.clientHeight / 3);
    }
  }, [pathname, pinned]);

  return (
    <div className={shell}>
      <a href="#main" className={skipLink}>
        本文へスキップ
      </a>
      <TopBar
        menuButton={pinned ? 'below-desktop' : 'always'}
        menuOpen={drawerOpen}
        onOpenMenu={() => setDrawerOpen(true)}
        filterButton={rules.filterButton}
        onOpenFilter={() => setFilterOpen(true)}
      />
      <div className={body}>
        {pinned ? (
          <aside ref={pinnedRef} className={pinnedNav} data-testid="pinned-nav">
            <SideNav groups={groups} />
          </aside>
        ) : null}
        <main id="main" className={main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {rules.footer ? <Footer /> : null}
      <ScrollTopButton />
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="メニュー" closeLabel="メニューを閉じる" showTitle>
        <SideNav groups={groups} />
      </Drawer>
    </div>
  );
}
