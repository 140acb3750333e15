/** The shortcuts shown on screen (a one-line bar) and, on `?`, the whole list. */
import { Button } from '@shop/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import * as s from './artwork.css.ts';
import { SHORTCUTS, shortcutFor, type ShortcutAction } from './shortcuts.ts';

type Where = 'queue' | 'check';
const forScreen = (where: Where) => SHORTCUTS.filter((entry) => entry.where === where || entry.where === 'both');

/** Calls `onAction` for every shortcut typed on the page (never while typing in a field). */
export function useShortcuts(onAction: (action: ShortcutAction, event: KeyboardEvent) => void): void {
  const latest = useRef(onAction);
  // Before paint, not after: a key pressed as soon as a row shows must reach the handler that knows it
  // (with useEffect, an `a` pressed between the paint and the effect found the queue still empty).
  useLayoutEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (action) latest.current(action, event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

export function ShortcutBar({ where }: { where: Where }) {
  return (
    <p className={s.shortcutBar} aria-label="キーボードショートカット">
      {forScreen(where).map((entry) => (
        <span key={entry.action}>
          {entry.keys.map((k) => (
            <kbd key={k} className={s.kbd}>
              {k}
            </kbd>
          ))}{' '}
          {entry.label.replace(/（.*）$/, '')}
        </span>
      ))}
    </p>
  );
}

export function ShortcutHelp({ where, onClose }: { where: Where; onClose: () => void }) {
  return (
    <section className={s.help} role="dialog" aria-modal="false" aria-labelledby="shortcut-help-title">
      <h2 id="shortcut-help-title" className={s.panelTitle}>
        キーボードショートカット
      </h2>
      <dl className={s.helpList}>
        {forScreen(where).map((entry) => (
          <div key={entry.action} style={{ display: 'contents' }}>
            <dt>
              {entry.keys.map((k) => (
                <kbd key={k} className={s.kbd}>
                  {k}
                </kbd>
              ))}
            </dt>
            <dd>{entry.label}</dd>
          </div>
        ))}
      </dl>
      <p className={s.fileMeta}>入力欄で文字を入力している間は、ショートカットは働きません。</p>
      <Button variant="outline" size="sm" onClick={onClose}>
        閉じる
      </Button>
    </section>
  );
}
