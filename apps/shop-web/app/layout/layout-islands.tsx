/**
 * The default layout's islands (islands/island.tsx), in one module so they arrive as one file after
 * the page has hydrated: the top bar with its drawer state, the navigation drawer, the pinned side
 * navigation, the footer and the scroll-to-top button. The shared UI state (jotai) lives here, not
 * in the layout itself, so the store is not part of the first JavaScript either.
 */
import { Drawer, media } from '@shop/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { sideMenuGroups, visibleGroups, type SideMenuData } from '../navigation/menus.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { filterDrawerAtom, navigationDrawerAtom } from '../state/ui.ts';
import { pinnedNav } from './shell.css.ts';
import { SideNav } from './side-nav.tsx';
import { TopBar, type TopBarProps } from './top-bar.tsx';

export { Footer } from './footer.tsx';
export { ScrollTopButton } from './scroll-top-button.tsx';

/** The side navigation built from the layout's menu data (limited to pages that exist). */
function SideMenu({ data }: { data: SideMenuData }) {
  const groups = useMemo(() => visibleGroups(sideMenuGroups(data)), [data]);
  return <SideNav groups={groups} />;
}

/** The top bar, opening the navigation and filter drawers. */
export function LayoutTopBar({ menuButton, filterButton }: Pick<TopBarProps, 'menuButton' | 'filterButton'>) {
  const [drawerOpen, setDrawerOpen] = useAtom(navigationDrawerAtom);
  const setFilterOpen = useSetAtom(filterDrawerAtom);
  const openMenu = useCallback(() => setDrawerOpen(true), [setDrawerOpen]);
  const openFilter = useCallback(() => setFilterOpen(true), [setFilterOpen]);
  // Closed while it hydrates, as the server drew it.
  const hydrated = useHydrated();
  return (
    <TopBar
      menuButton={menuButton}
      menuOpen={hydrated && drawerOpen}
      onOpenMenu={openMenu}
      filterButton={filterButton}
      onOpenFilter={openFilter}
    />
  );
}

/** The temporary side navigation drawer; a navigation closes it and the filter drawer. */
export function NavigationDrawer({ menu, pinned }: { menu: SideMenuData; pinned: boolean }) {
  const [open, setOpen] = useAtom(navigationDrawerAtom);
  const setFilterOpen = useSetAtom(filterDrawerAtom);
  const { pathname } = useLocation();
  // Closed while it hydrates, as the server drew it (the menu button may have been pressed before).
  const hydrated = useHydrated();

  // A navigation closes the drawers (also when it came from a link inside them).
  useEffect(() => {
    setOpen(false);
    setFilterOpen(false);
  }, [pathname, setOpen, setFilterOpen]);

  // On a pinned route the temporary drawer is for narrow screens only: when the window widens to
  // desktop, where the pinned navigation shows, an open drawer closes.
  useEffect(() => {
    if (!pinned || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(media.desktopUp);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [pinned, setOpen]);

  return (
    <Drawer open={hydrated && open} onOpenChange={setOpen} title="メニュー" closeLabel="メニューを閉じる" showTitle>
      <SideMenu data={menu} />
    </Drawer>
  );
}

/** The side navigation pinned beside the content (design tool routes, wide screens). */
export function PinnedSideMenu({ menu }: { menu: SideMenuData }) {
  const { pathname } = useLocation();
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
  }, [pathname]);
  return (
    <aside ref={pinnedRef} className={pinnedNav} data-testid="pinned-nav">
      <SideMenu data={menu} />
    </aside>
  );
}
