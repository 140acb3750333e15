import { ChevronDownIcon, HelpIcon } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HELP_MENU } from '../navigation/menus.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { item, list, root, trigger } from './help-menu.css.ts';

/**
 * The help menu, desktop only (spec §2): a disclosure listing the guidance pages. Hidden entirely
 * while none of its pages exist.
 */
export function HelpMenu({ routeAvailable = isImplemented }: { routeAvailable?: (routeId: string) => boolean }) {
  const links = HELP_MENU.filter((link) => routeAvailable(link.route));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation closes the menu (state adjusted while rendering, so the open list never paints on the new page).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <nav ref={rootRef} className={root} aria-label="ヘルプ">
      <button type="button" className={trigger} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <HelpIcon size={20} />
        ヘルプ
        <ChevronDownIcon size={18} />
      </button>
      {open ? (
        <ul id={listId} className={list}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
