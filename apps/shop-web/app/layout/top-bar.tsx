import { AccountIcon, CartIcon, IconBadge, IconButton, MenuIcon, VisuallyHidden, iconButton, preloadDrawer } from '@shop/ui';
import { cartBadgeShownAtom, sessionUserAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { Link } from 'react-router';
import { island } from '../islands/island.tsx';
import { useHydrated } from '../session/use-hydrated.ts';
import { CART_LINK, LOGIN_LINK } from '../navigation/menus.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { HelpMenu } from './help-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { logoMark } from './logo-mark.css.ts';
import { actions, belowDesktop, header, iconLink, logo, logoText, spacer } from './top-bar.css.ts';

/**
 * The user menu exists only for a logged-in customer, whom the browser knows after hydration (the
 * session is kept in localStorage): its code is fetched then, not with every page's first load.
 */
const UserMenu = lazyPart(() => import('./user-menu.tsx').then((module) => module.UserMenu));

/**
 * The filter button shows on list pages only: an island of its own (islands/island.tsx), so the
 * list parameters' code is fetched by the pages that show it, not by every page's top bar.
 */
const FilterTopButton = island('FilterTopButton', () =>
  import('../catalog/filter-top-button.tsx').then((module) => module.FilterTopButton),
);

/** Read after the cart link's name while the cart holds something: `カート（商品あり）`. */
export const CART_BADGE_LABEL = '（商品あり）';

export interface TopBarProps {
  /** Where the button that opens the navigation drawer shows (pinned drawer: below desktop only). */
  menuButton: 'always' | 'below-desktop';
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Shows the product filter button (category, brand and features routes). */
  filterButton: boolean;
  onOpenFilter: () => void;
  /** Whether a route exists (links to missing pages are not shown); injectable for tests. */
  routeAvailable?: (routeId: string) => boolean;
}

/** The top bar of the default layout (spec §2 Layouts 1): cart icon with its dot, login icon or user menu. */
export function TopBar({ menuButton, onOpenMenu, menuOpen, filterButton, onOpenFilter, routeAvailable = isImplemented }: TopBarProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  // A plain atom the session bootstrap keeps in step with the carts once it has loaded.
  // The top bar is an island (islands/island.tsx): it hydrates as the server drew it (no dot, the
  // login icon), even when the session has been read before its code arrived, then shows both.
  const hydrated = useHydrated();
  const cartBadge = useAtomValue(cartBadgeShownAtom) && hydrated;
  // Null on the server and until the session is read after hydration: the login icon shows meanwhile.
  const sessionUser = useAtomValue(sessionUserAtom);
  const user = hydrated ? sessionUser : null;
  return (
    <header className={header} data-search-open={String(searchOpen)}>
      <IconButton
        className={menuButton === 'below-desktop' ? belowDesktop : undefined}
        label="メニューを開く"
        icon={<MenuIcon />}
        onClick={onOpenMenu}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
      />
      <Link to="/" className={logo}>
        <span className={logoMark} aria-hidden="true">
          PF
        </span>
        <span className={logoText}>プリントファクトリー</span>
      </Link>
      {routeAvailable('search') ? <SearchBox mobileOpen={searchOpen} onMobileOpenChange={setSearchOpen} /> : <span className={spacer} />}
      <div className={actions}>
        <HelpMenu routeAvailable={routeAvailable} />
        {filterButton ? <FilterTopButton onClick={onOpenFilter} /> : null}
        {routeAvailable(CART_LINK.route) ? (
          // aria-label: browsers join the hidden texts with a space ("カート （商品あり）"); the name stays exact.
          <Link
            to={CART_LINK.to}
            className={`${iconButton} ${iconLink}`}
            aria-label={cartBadge ? `${CART_LINK.label}${CART_BADGE_LABEL}` : CART_LINK.label}
          >
            <CartIcon />
            <IconBadge show={cartBadge} />
          </Link>
        ) : null}
        {user ? (
          <Suspense
            fallback={
              <span className={`${iconButton} ${iconLink}`} aria-hidden="true">
                <AccountIcon />
              </span>
            }
          >
            <UserMenu name={user.name} routeAvailable={routeAvailable} />
          </Suspense>
        ) : routeAvailable(LOGIN_LINK.route) ? (
          <Link to={LOGIN_LINK.to} className={`${iconButton} ${iconLink}`}>
            <AccountIcon />
            <VisuallyHidden>{LOGIN_LINK.label}</VisuallyHidden>
          </Link>
        ) : null}
      </div>
    </header>
  );
}
