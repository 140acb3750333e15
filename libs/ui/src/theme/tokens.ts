/**
 * Design tokens as plain values: what JavaScript needs (sizes for layout maths, media queries that
 * CSS variables cannot express). `theme.css.ts` turns the same values into CSS custom properties.
 */

/**
 * Japanese system font stack: the OS's own Japanese sans-serif first (Hiragino on Apple, Noto Sans JP
 * on Android/Linux, Yu Gothic on Windows), Meiryo for older Windows. No web font is downloaded.
 */
export const fontFamilyJa = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Yu Gothic UI"',
  '"Yu Gothic"',
  'YuGothic',
  'Meiryo',
  'sans-serif',
].join(', ');

/** Fixed layout sizes (px). */
export const layoutSize = {
  /** Top bar height (spec §2 Navigation behaviour). */
  headerHeight: 64,
  /** Side navigation drawer width (spec §2 Navigation behaviour). */
  drawerWidth: 280,
  /** Widest content column. */
  contentMaxWidth: 1200,
} as const;

/** Viewport widths (px) where the layout changes. */
export const breakpoints = {
  /** From here the search field sits in the top bar instead of opening from an icon. */
  tablet: 600,
  /** From here the help menu shows (it is desktop only). */
  desktop: 960,
} as const;

/** Media queries for vanilla-extract `@media` blocks and `window.matchMedia`. */
export const media = {
  narrow: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktopUp: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
