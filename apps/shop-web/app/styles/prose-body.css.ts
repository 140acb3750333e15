/**
 * The body rules every block of the server's rendered Markdown shares (the blog and content pages'
 * prose, the help pages' prose): paragraphs, lists, links, pictures, quotes, tables that scroll
 * sideways on phones instead of widening the page, code and rules. Headings differ per page kind
 * and stay with each.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** Applies the body rules below the class `prose` (call it from a `.css.ts` file). */
export function proseBody(prose: string): void {
  globalStyle(`${prose} > :first-child`, { marginTop: 0 });
  globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.md}` });
  globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}`, paddingLeft: '1.5em' });
  globalStyle(`${prose} li + li`, { marginTop: vars.space.xxs });
  globalStyle(`${prose} a`, { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '2px' });
  globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });
  globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
  globalStyle(`${prose} blockquote`, {
    margin: `0 0 ${vars.space.md}`,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: `4px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.textMuted,
  });
  globalStyle(`${prose} table`, {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    margin: `0 0 ${vars.space.lg}`,
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
  });
  globalStyle(`${prose} th, ${prose} td`, {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  });
  globalStyle(`${prose} th`, { background: vars.color.background, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
  globalStyle(`${prose} code`, { padding: '0 4px', borderRadius: vars.radius.sm, background: vars.color.background, fontSize: '0.9em' });
  globalStyle(`${prose} hr`, { margin: `${vars.space.xl} 0`, border: 0, borderTop: `1px solid ${vars.color.divider}` });
}
