import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// A small reset plus the Japanese typography defaults; imported once by the app shell.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  letterSpacing: vars.letterSpacing.body,
  color: vars.color.text,
  background: vars.color.background,
  // Japanese line breaking: keep words together where the browser supports it, never overflow.
  lineBreak: 'strict',
  overflowWrap: 'anywhere',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.heading, letterSpacing: vars.letterSpacing.heading, wordBreak: 'auto-phrase' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('a', { color: vars.color.accent });

globalStyle('button, input, select, textarea', { font: 'inherit', letterSpacing: 'inherit' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
