import { createGlobalTheme } from '@vanilla-extract/css';
import { fontFamilyJa, layoutSize } from './tokens.ts';

/**
 * The shop theme as CSS custom properties on `:root`. Colours are chosen for WCAG AA contrast:
 * `text` and `textMuted` on `surface`, and `onPrimary` on `primary`, are all at least 4.5:1.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#c2410c',
    primaryHover: '#9a3412',
    onPrimary: '#ffffff',
    accent: '#1d4ed8',
    text: '#1f2328',
    textMuted: '#57606a',
    surface: '#ffffff',
    background: '#f6f7f9',
    border: '#d8dde3',
    divider: '#eceff2',
    danger: '#c62828',
    /** Background of error boxes and invalid fields; `danger` text on it stays above 4.5:1. */
    dangerSurface: '#fdecea',
    success: '#2e7d32',
    /** Background of notice boxes; `success` text on it stays above 4.5:1. */
    successSurface: '#edf7ee',
    badge: '#e11d48',
    focus: '#1d4ed8',
    scrim: 'rgba(15, 23, 42, 0.45)',
  },
  space: { none: '0', xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '64px' },
  font: { family: fontFamilyJa, familyNumeric: `"Helvetica Neue", Arial, ${fontFamilyJa}` },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: {
    // Japanese body text reads best with generous leading; headings are tighter.
    body: '1.75',
    heading: '1.4',
    tight: '1.2',
  },
  letterSpacing: { body: '0.03em', heading: '0.05em' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  shadow: { header: '0 1px 3px rgba(15, 23, 42, 0.12)', raised: '0 4px 16px rgba(15, 23, 42, 0.18)' },
  size: {
    headerHeight: `${layoutSize.headerHeight}px`,
    drawerWidth: `${layoutSize.drawerWidth}px`,
    contentMaxWidth: `${layoutSize.contentMaxWidth}px`,
    iconButton: '44px',
  },
  zIndex: { header: '1100', drawer: '1200', fab: '1050', progress: '1300' },
  duration: { fast: '120ms', normal: '200ms' },
});
