import { AccountIcon, ChevronDownIcon } from '@shop/ui';
import { logoutAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { NavLinkItem } from '../navigation/menus.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { greeting, menu, menuItem, root, separator, trigger } from './user-menu.css.ts';

/** The user menu's links (spec §2): account services, order history, estimate history. */
export const USER_MENU_LINKS: readonly NavLinkItem[] = [
  { label: 'アカウントサービス', to: '/myaccount', route: 'myaccount' },
  { label: '注文履歴', to: '/myaccount/orders', route: 'myaccount-orders' },
  { label: '見積履歴', to: '/myaccount/estimates', route: 'myaccount-estimates' },
];

/** The accessible name of the menu button: the greeting, then what the button is. */
export function userMenuLabel(name: string): string {
  return `${name} 様のアカウントメニュー`;
}

/** The label of the logout item. */
export const LOGOUT_LABEL = 'ログアウト';

export interface UserMenuProps {
  /** The customer's name; the menu greets them as `<name> 様`. */
  name: string;
  /** Whether a route exists (links to missing pages are not shown); injectable for tests. */
  routeAvailable?: (routeId: string) => boolean;
}

/**
 * The user menu of the top bar (spec §2): a menu button greeting the customer by name with 様, and a
 * menu of account links (only pages that exist) and logout. Keyboard: Enter, Space or ↓ opens on the
 * first item, ↑ on the last; ↑/↓, Home/End move; Escape closes and returns to the button; Tab closes.
 */
export function UserMenu({ name, routeAvailable = isImplemented }: UserMenuProps) {
  const links = USER_MENU_LINKS.filter((link) => routeAvailable(link.route));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // A navigation closes the menu (state adjusted while rendering, so the open menu never paints on the new page).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    const all = items();
    (target === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  const onLogout = async () => {
    if (busy) return;
    setBusy(true);
    close(false);
    await logout();
    setBusy(false);
    void navigate('/');
  };

  return (
    <div ref={rootRef} className={root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={trigger}
        aria-label={userMenuLabel(name)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <AccountIcon />
        <span className={greeting} aria-hidden="true">
          {name} 様
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={menu} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link to={link.to} role="menuitem" tabIndex={-1} className={menuItem} onClick={() => close(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {links.length > 0 ? <li role="separator" className={separator} /> : null}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={menuItem} onClick={() => void onLogout()} disabled={busy}>
              {LOGOUT_LABEL}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
