import { AccountIcon, CartIcon, FilterIcon, IconBadge, IconButton, MenuIcon, VisuallyHidden, iconButton, preloadDrawer } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { CART_LINK, LOGIN_LINK } from '../navigation/menus.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { cartBadgeAtom } from '../state/cart-badge.ts';
import { HelpMenu } from './help-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { actions, belowDesktop, header, iconLink, logo, logoMark, spacer } from './top-bar.css.ts';

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

/** The top bar of the default layout (spec §2 Layouts 1). */
export function TopBar({
  menuButton,
  onOpenMenu,
  menuOpen,
  filterButton,
  onOpenFilter,
  routeAvailable = isImplemented,
}: TopBarProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  const cartBadge = useAtomValue(cartBadgeAtom);
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
        プリントファクトリー
      </Link>
      {routeAvailable('search') ? <SearchBox mobileOpen={searchOpen} onMobileOpenChange={setSearchOpen} /> : <span className={spacer} />}
      <div className={actions}>
        <HelpMenu routeAvailable={routeAvailable} />
        {filterButton ? <IconButton
            label="絞り込み"
            icon={<FilterIcon />}
            onClick={onOpenFilter}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            aria-haspopup="dialog"
          /> : null}
        {routeAvailable(CART_LINK.route) ? (
          <Link to={CART_LINK.to} className={`${iconButton} ${iconLink}`}>
            <CartIcon />
            <VisuallyHidden>{CART_LINK.label}</VisuallyHidden>
            <IconBadge show={cartBadge} label="（商品あり）" />
          </Link>
        ) : null}
        {routeAvailable(LOGIN_LINK.route) ? (
          <Link to={LOGIN_LINK.to} className={`${iconButton} ${iconLink}`}>
            <AccountIcon />
            <VisuallyHidden>{LOGIN_LINK.label}</VisuallyHidden>
          </Link>
        ) : null}
      </div>
    </header>
  );
}
