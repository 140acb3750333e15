/** A small drop-down menu: a button that opens a list of actions; Escape or a click elsewhere closes it. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { menu, menuItem, menuList, smallButton } from './layout.css.ts';

export interface MenuItem {
  readonly label: string;
  readonly onSelect?: () => void;
  readonly href?: string;
  readonly disabled?: boolean;
}

export function Menu({ label, items, icon }: { label: string; items: readonly MenuItem[]; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('pointerdown', close);
    window.addEventListener('keydown', escape, true);
    return () => {
      window.removeEventListener('pointerdown', close);
      window.removeEventListener('keydown', escape, true);
    };
  }, [open]);
  return (
    <div ref={root} className={menu}>
      <button
        type="button"
        className={smallButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        style={{ minHeight: 36 }}
      >
        {icon}
        {label}
      </button>
      {open ? (
        <ul className={menuList} id={id}>
          {items.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <a className={menuItem} href={item.href} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  className={menuItem}
                  disabled={item.disabled}
                  onClick={() => {
                    setOpen(false);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
