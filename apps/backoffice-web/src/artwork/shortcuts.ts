/**
 * The artwork check's keyboard shortcuts (issue #30 "Keyboard shortcuts for the queue"), as data and
 * one pure function from a key event to an action, so the rule that matters is testable without a
 * page: a key typed into a field (input, textarea, select, contenteditable), with a modifier, or while
 * an IME composes, is never a shortcut.
 */

/** What a shortcut does. */
export type ShortcutAction = 'next' | 'previous' | 'open' | 'approve' | 'reject' | 'help' | 'back';

/** The shortcuts with the keys shown on screen, in the order the list shows them. */
export const SHORTCUTS: readonly { action: ShortcutAction; keys: readonly string[]; label: string; where: 'queue' | 'both' | 'check' }[] = [
  { action: 'next', keys: ['j', '↓'], label: '次のデータへ', where: 'queue' },
  { action: 'previous', keys: ['k', '↑'], label: '前のデータへ', where: 'queue' },
  { action: 'open', keys: ['Enter'], label: '選択中のデータを開く', where: 'queue' },
  { action: 'approve', keys: ['a'], label: '承認する（データを開いて承認フォームへ）', where: 'both' },
  { action: 'reject', keys: ['r'], label: 'データ不備を連絡する（データを開いて不備フォームへ）', where: 'both' },
  { action: 'back', keys: ['u'], label: '一覧に戻る', where: 'check' },
  { action: 'help', keys: ['?'], label: 'ショートカットの一覧を表示・非表示', where: 'both' },
];

const KEYS: Readonly<Record<string, ShortcutAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  a: 'approve',
  r: 'reject',
  u: 'back',
  '?': 'help',
};

/** The parts of a keyboard event the rule reads (a DOM KeyboardEvent has them all). */
export interface ShortcutKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

/** Whether the event's target is somewhere text is typed or a choice is made. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** The action of a key event, or null: not a shortcut, typed into a field, with Ctrl/Alt/Meta, or during IME composition. */
export function shortcutFor(event: ShortcutKeyEvent): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return null;
  if (isTypingTarget(event.target)) return null;
  return KEYS[event.key] ?? null;
}
