/**
 * Which screen of the design tool a URL opens (spec §2): `/designtool` (no product yet: the picker
 * first), `/product/{code}/print-inkjet-design?pid=…` and its `-mobile` twin (no footer, phone
 * layout). Plain functions of the location, tested without a browser.
 */
export type DesignRoute =
  | { readonly kind: 'free'; readonly mobile: boolean }
  | {
      readonly kind: 'order';
      readonly code: string;
      readonly pid: string | null;
      readonly mobile: boolean;
      readonly colorId: number | null;
    };

const ORDER_PATH = /^\/product\/([^/]+)\/print-inkjet-design(-mobile)?\/?$/;

export function parseDesignRoute(pathname: string, search: string): DesignRoute | null {
  if (pathname === '/designtool' || pathname === '/designtool/') return { kind: 'free', mobile: false };
  const match = ORDER_PATH.exec(pathname);
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const query = new URLSearchParams(search);
  const pid = query.get('pid');
  const color = Number(query.get('color'));
  return {
    kind: 'order',
    code,
    pid: pid && pid.length <= 64 ? pid : null,
    mobile: match[2] !== undefined,
    colorId: Number.isInteger(color) && color > 0 ? color : null,
  };
}

/** The design route of a stored print order (the phone twin when `mobile`). */
export function designHref(code: string, pid: string, mobile: boolean, colorId?: number): string {
  const color = colorId === undefined ? '' : `&color=${colorId}`;
  return `/product/${encodeURIComponent(code)}/print-inkjet-design${mobile ? '-mobile' : ''}?pid=${encodeURIComponent(pid)}${color}`;
}

/**
 * Where the shopper goes after 「デザインを確定」: the quantities first when none are chosen yet, else
 * the preview (inkjet) or, for silk-screen, the ink colours (their plates are priced) unless every
 * placement has its inks already, then the confirm step.
 */
export function afterFinishHref(code: string, pid: string, hasQuantities: boolean, methodSlug = 'inkjet', inksChosen = false): string {
  const screen = methodSlug === 'silkscreen';
  const screenStep = inksChosen ? 'print-screen-confirm' : 'print-screen-color';
  const step = hasQuantities ? (screen ? screenStep : 'print-inkjet-preview') : screen ? 'print-screen' : 'print-inkjet';
  return `/product/${encodeURIComponent(code)}/${step}?pid=${encodeURIComponent(pid)}`;
}

/** The autosave slot of a design: one per stored print order, one for the free canvas. */
export function autosaveKey(route: DesignRoute): string {
  return route.kind === 'order' ? `designtool:order:${route.pid ?? 'none'}` : 'designtool:free';
}
