/**
 * The storefront at phone widths (issue #32, mobile.widths.spec.ts): the page routes as the served
 * build declares them, and what a page shows wrongly on a narrow screen: wider than the screen
 * (sideways scrolling), or a price or a size name broken over two lines (「￥1,47 / 0」, 「XX / L」).
 */
import { expect, type Page } from '@playwright/test';

/** A page route of the storefront: its React Router id and its full path pattern (`/product/:code`). */
export interface StorefrontRoute {
  id: string;
  path: string;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * Every page route of the storefront the shop serves, read from the build's route manifest (the file
 * `window.__reactRouterManifest.url` names; React Router builds it from apps/shop-web/app/routes.ts),
 * so that a page added to the route table is walked too. Layout routes (no path of their own) are
 * left out; the catch-all `*` stays (the 404 page). The design tool (`/designtool`) and the back office
 * (`/admin`) are other apps served by the shop server, not routes of this table.
 */
export async function storefrontRoutes(page: Page): Promise<StorefrontRoute[]> {
  const routes = await page.evaluate(async () => {
    const url = (window as { __reactRouterManifest?: { url?: string } }).__reactRouterManifest?.url;
    if (!url) throw new Error('window.__reactRouterManifest.url is missing: is this a page of the storefront?');
    const text = await (await fetch(url)).text();
    return (JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as { routes: Record<string, unknown> }).routes;
  });
  const byId = routes as Record<string, ManifestRoute>;
  const fullPath = (route: ManifestRoute): string => {
    const parts: string[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId[at.parentId] : undefined) {
      if (at.path) parts.unshift(at.path);
    }
    return `/${parts.join('/')}`;
  };
  return Object.values(byId)
    .filter((route) => route.index === true || (route.path !== undefined && route.path !== '' && route.id !== 'root'))
    .map((route) => ({ id: route.id, path: fullPath(route) }));
}

/** What is wrong with a page at one width; empty lists when nothing is. */
export interface PhoneLayoutProblems {
  /** `document.documentElement.scrollWidth` minus the screen width, px (> 0: the page scrolls sideways). */
  overflow: number;
  /** When it overflows: the elements that stick out past the right edge, widest first. */
  widest: string[];
  /** Prices and size names whose characters sit on more than one line. */
  broken: string[];
}

/**
 * Measures the page as laid out now at `width` CSS px. A price (`￥1,470`, `¥ 12,000`) or a size name
 * (S … XXXL, 2XL) is broken when the client rects of its characters fall on more than one line box;
 * text that is visually hidden (clipped) or not rendered is skipped. The sideways overflow compares
 * the document's scroll width with the screen width asked for: a phone's `innerWidth` itself grows
 * with a page wider than the device in mobile emulation.
 */
export function phoneLayoutProblems(page: Page, width: number): Promise<PhoneLayoutProblems> {
  return page.evaluate((screen) => {
    const describe = (element: Element): string => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const rect = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> “${label.slice(0, 40)}” right ${Math.round(rect.right)} px, width ${Math.round(rect.width)} px`;
    };
    const styleOf = (element: Element) => getComputedStyle(element);

    // An element's box counts towards the page width unless an ancestor clips or scrolls it, or it is fixed.
    const countsForWidth = (element: Element): boolean => {
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const style = styleOf(at);
        if (style.position === 'fixed') return false;
        if (at !== element && style.overflowX !== 'visible') return false;
      }
      return true;
    };
    const overflow = document.documentElement.scrollWidth - screen;
    const widest: string[] = [];
    if (overflow > 0) {
      const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.right > screen + 0.5 && countsForWidth(element);
      });
      const set = new Set(sticking);
      // The outermost boxes that stick out (their parent fits), and inside each the one reaching furthest.
      for (const outer of sticking.filter((element) => !element.parentElement || !set.has(element.parentElement)).slice(0, 3)) {
        const inner = sticking
          .filter((element) => outer.contains(element))
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right || (a.contains(b) ? 1 : -1))[0];
        widest.push(inner && inner !== outer ? `${describe(outer)}, inside it ${describe(inner)}` : describe(outer));
      }
    }

    // Text is grouped by its block container, so that `￥{amount}` rendered as two text nodes (or with
    // the sign in a span) is read as one price.
    const containers = new Map<Element, { text: string; pieces: { node: Text; start: number }[] }>();
    const blockOf = (element: Element): Element => {
      let at = element;
      while (at.parentElement && ['inline', 'contents'].includes(styleOf(at).display)) at = at.parentElement;
      return at;
    };
    const hidden = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = styleOf(at);
        if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.nodeValue?.trim() || parent.closest('script, style, noscript, template, select, textarea')) continue;
      const block = blockOf(parent);
      const group = containers.get(block) ?? { text: '', pieces: [] };
      group.pieces.push({ node: node as Text, start: group.text.length });
      group.text += node.nodeValue;
      containers.set(block, group);
    }
    const unbreakable = /[¥￥]\s?\d{1,3}(?:,\d{3})+|[¥￥]\s?\d+|(?<![\w-])(?:\d?X*[SML]|\d?X+L)(?![\w-])/g;
    const broken: string[] = [];
    for (const [block, { text, pieces }] of containers) {
      for (const match of text.matchAll(unbreakable)) {
        // A size name only when it is the whole text of its element (a cell, a label), not a word in a sentence.
        if (!/[¥￥]/.test(match[0]) && text.trim() !== match[0]) continue;
        const at = (offset: number) => {
          const piece = pieces.findLast((candidate) => candidate.start <= offset)!;
          return { node: piece.node, offset: Math.min(offset - piece.start, piece.node.length) };
        };
        const start = at(match.index);
        const end = at(match.index + match[0].length);
        if (hidden(start.node.parentElement!)) continue;
        const range = document.createRange();
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
        const lines = rects.some((below) => rects.some((above) => below.top >= above.bottom - 1));
        if (lines) broken.push(`“${match[0]}” in ${describe(block)}`);
      }
    }
    return { overflow, widest, broken };
  }, width);
}

/**
 * The page does not scroll sideways at its width; on failure, the elements that stick out (tag,
 * class, text) are named. `what` names the page in the failure.
 */
export async function expectNoSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  const { overflow, offenders } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.children.length === 0)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} “${(element.textContent ?? '').slice(0, 30)}” right=${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, offenders: out };
  });
  expect(overflow, `${what} scrolls sideways:\n${offenders.join('\n')}`).toBeLessThanOrEqual(0);
}
