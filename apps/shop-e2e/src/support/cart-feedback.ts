/** The add-to-cart confirmation and the cart's line edits (issue #13 "Feedback after adding to the cart"). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** The non-modal dialog shown after 「カートに入れる」. */
export function addedDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'カートに追加しました' });
}

/** The WCAG contrast ratio of two CSS `rgb()`/`rgba()` colours (alpha ignored: the button's colours are solid). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The add button's text and background colours and its opacity as the browser draws them. */
export async function buttonColours(button: Locator): Promise<{ color: string; background: string; opacity: string }> {
  return button.evaluate(async (element) => {
    // Read the colours the state settles on, not a frame of the colour transition.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
  });
}

/** Expects the button's text to stand out from its background by WCAG AA (4.5:1) and to be drawn opaque. */
export async function expectLegible(button: Locator, state: string): Promise<void> {
  const colours = await buttonColours(button);
  expect(Number(colours.opacity), `${state}: opacity`).toBe(1);
  expect(colours.background, `${state}: a solid background`).not.toMatch(/rgba\(.*, 0\)|transparent/);
  expect(contrastRatio(colours.color, colours.background), `${state}: ${colours.color} on ${colours.background}`).toBeGreaterThanOrEqual(
    4.5,
  );
}
