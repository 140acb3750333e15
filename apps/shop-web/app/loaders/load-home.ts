/**
 * Home page data: the best-selling T-shirts, the worked price example of the first view (computed
 * from the catalogue with cart-domain, never typed), case studies, recent reviews and the ship-date
 * promise (the shortest lead time counted on the shop calendar).
 *
 * The route imports this module lazily in its clientLoader: it brings cart-domain's pricing and the
 * business-days library, which the home page's first JavaScript does not need.
 */
import type { ApiClient } from '@shop/api-client';
import type { ExampleListResponse, Product, ProductListItem, Review } from '@shop/api-contract';
import { toCardProduct, type CardProduct } from '../catalog/card-product.ts';

/** A case study in a list. */
type ExampleListItem = ExampleListResponse['data'][number];
import {
  DEFAULT_CUTOFF_HOUR,
  DEFAULT_SHOP_OFFSET_HOURS,
  estimateShippingDate,
  formatMonthDay,
  shippingStartReason,
  type ShippingStartReason,
} from '@shop/business-days';
import {
  SHORTEST_LEAD_TIME_DAYS,
  orderProductFromWire,
  priceOnePrint,
  pricePerPiece,
  printableColors,
  yen,
  type Yen,
} from '@shop/cart-domain';
import { throwAsRouteError } from '../api/route-error.ts';

/** How many best-selling T-shirts the home page shows. */
export const POPULAR_COUNT = 8;
/** The category of the first view's example and of the best sellers. */
export const TSHIRT_CATEGORY = 't-shirts';
/** Pieces of the worked example (「10枚 1枚あたり…」). */
export const EXAMPLE_QUANTITY = 10;
/** Case studies and reviews shown. */
export const EXAMPLE_COUNT = 3;
export const REVIEW_COUNT = 3;
/** Best sellers whose newest review is looked at (one review per product). */
const REVIEWED_PRODUCTS = 4;
/** Characters of a review body shown on the home page. */
const REVIEW_EXCERPT = 90;

/**
 * The first view's worked example: what one piece costs at `quantity` pieces of a garment in one
 * colour with one print (one plate, not repeatable: the print method page's quote), and exactly what
 * it assumes.
 */
export interface WorkedExample {
  readonly productCode: string;
  readonly productName: string;
  readonly colorId: number;
  readonly colorName: string;
  readonly methodSlug: string;
  readonly methodName: string;
  /** The print spec, e.g. 「左胸 10cm×10cm」. */
  readonly placement: string;
  readonly quantity: number;
  /** The cheapest size of the colour, per piece. */
  readonly garment: Yen;
  /** Total of `quantity` pieces: garments, print charges, plate charge and data production fee. */
  readonly total: Yen;
  /** `total` ÷ `quantity`, rounded up (as the print method page quotes it). */
  readonly perPiece: Yen;
}

/**
 * The cheapest way to print one placement on `quantity` pieces of the product: over every print
 * method that takes that many pieces, every colour it prints on (light, dark or any) and every
 * placement, the garment's cheapest size plus the print priced by cart-domain (`priceOnePrint`, the
 * function the cart prices with), one-off charges spread over the pieces. Null when nothing applies.
 */
export function workedExample(product: Product, quantity: number = EXAMPLE_QUANTITY): WorkedExample | null {
  const order = orderProductFromWire(product);
  let best: WorkedExample | null = null;
  for (const method of product.printMethods) {
    if (method.minQuantity > quantity) continue;
    const specs = order.printMethods.find((candidate) => candidate.id === method.id)?.printSpecs ?? [];
    for (const color of printableColors(product, method)) {
      const prices = color.sizes.filter((size) => size.sku.inventory.quantityAvailable > 0).map((size) => size.sku.price);
      if (prices.length === 0) continue;
      const garment = Math.min(...prices);
      for (const spec of specs) {
        const amounts = priceOnePrint(spec.printCategory, { plates: 1, isRepeatable: false, quantity, colorChangeCharge: yen(0) });
        if (!amounts.ok) continue;
        const { printCharge, plateCharge, dataProductionFee } = amounts.value;
        const total = (garment + printCharge) * quantity + plateCharge + dataProductionFee;
        if (best !== null && total >= best.total) continue;
        const wireSpec = method.printSpecs.find((candidate) => candidate.id === spec.id);
        best = {
          productCode: product.code,
          productName: product.name,
          colorId: color.id,
          colorName: color.name,
          methodSlug: method.slug,
          methodName: method.name,
          placement: wireSpec ? `${wireSpec.position} ${wireSpec.size}`.trim() : spec.name,
          quantity,
          garment: yen(garment),
          total: yen(total),
          perPiece: pricePerPiece(yen(total), quantity),
        };
      }
    }
  }
  return best;
}

/** The ship-date promise: the shortest lead time and, on the shop calendar, the date an order placed now ships. */
export interface ShipPromise {
  /** Business days of the shortest production (spec §9). */
  readonly leadDays: number;
  /** Shop-local hour after which the count starts the next day. */
  readonly cutoffHour: number;
  /** 「11月27日(金)」, or null when the calendar is unknown. */
  readonly date: string | null;
  /** Whether today still counts (before the cut-off on a business day), or null when unknown. */
  readonly reason: ShippingStartReason | null;
}

/** The promise for an order placed at `now` (epoch ms) with the shop calendar (null: unknown). */
export function shipPromise(now: number, calendar: { readonly days: readonly string[]; readonly offset: number } | null): ShipPromise {
  const base = { leadDays: SHORTEST_LEAD_TIME_DAYS, cutoffHour: DEFAULT_CUTOFF_HOUR };
  if (!calendar || calendar.days.length === 0) return { ...base, date: null, reason: null };
  const offsetHours = calendar.offset ?? DEFAULT_SHOP_OFFSET_HOURS;
  const estimate = estimateShippingDate({ now, businessDays: calendar.days, leadDays: SHORTEST_LEAD_TIME_DAYS, offsetHours });
  return {
    ...base,
    date: estimate.ok ? formatMonthDay(estimate.value, { weekday: true }) : null,
    reason: shippingStartReason({ now, businessDays: calendar.days, offsetHours }),
  };
}

/** A review as the home page shows it: stars, an excerpt, the nickname and the product reviewed. */
export interface HomeReview {
  readonly id: number;
  readonly rating: number;
  readonly title: string;
  readonly excerpt: string;
  readonly nickname: string;
  readonly productCode: string;
  readonly productName: string;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > REVIEW_EXCERPT ? `${flat.slice(0, REVIEW_EXCERPT)}…` : flat;
}

/** The newest review of each of the first best sellers that has one, up to REVIEW_COUNT; none when reviews cannot be read. */
async function bestSellerReviews(api: ApiClient, products: readonly ProductListItem[]): Promise<HomeReview[]> {
  const pages = await Promise.all(
    products.slice(0, REVIEWED_PRODUCTS).map((product) =>
      api.products.reviews(product.code, { page: 1 }).then(
        (answer) => ({ product, review: answer.data[0] as Review | undefined }),
        () => ({ product, review: undefined }),
      ),
    ),
  );
  return pages
    .flatMap(({ product, review }) =>
      review
        ? [
            {
              id: review.id,
              rating: review.rating,
              title: review.title,
              excerpt: excerpt(review.body),
              nickname: review.nickname,
              productCode: product.code,
              productName: product.name,
            },
          ]
        : [],
    )
    .slice(0, REVIEW_COUNT);
}

/** The example of the first view: the cheapest T-shirt's cheapest print at EXAMPLE_QUANTITY pieces (null when unknown). */
async function firstViewExample(api: ApiClient): Promise<WorkedExample | null> {
  const cheapest = await api.products.list({ category: TSHIRT_CATEGORY, sort: 'price_asc', perPage: 1 });
  const first = cheapest.data[0];
  if (!first) return null;
  return workedExample((await api.products.get(first.code)).data);
}

export interface HomeData {
  readonly products: readonly CardProduct[];
  readonly example: WorkedExample | null;
  readonly examples: readonly ExampleListItem[];
  readonly reviews: readonly HomeReview[];
  readonly ship: ShipPromise;
}

/**
 * Everything the home page shows. The best sellers are the page: their failure is the page's (a
 * 503 shows the maintenance page). The other parts are left out when they cannot be read.
 */
export async function loadHome(api: ApiClient, now: number = Date.now()): Promise<HomeData> {
  const optional = <T>(read: () => Promise<T>, fallback: T): Promise<T> => read().catch(() => fallback);
  try {
    const [popular, example, examples, calendar] = await Promise.all([
      api.products.list({ category: TSHIRT_CATEGORY, sort: 'popular', perPage: POPULAR_COUNT }),
      optional(() => firstViewExample(api), null),
      optional(async () => (await api.examples.list({ page: 1 })).data.slice(0, EXAMPLE_COUNT), [] as ExampleListItem[]),
      optional(() => api.delivery.businessDays(), null),
    ]);
    const reviews = await bestSellerReviews(api, popular.data);
    return { products: popular.data.map(toCardProduct), example, examples, reviews, ship: shipPromise(now, calendar) };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
