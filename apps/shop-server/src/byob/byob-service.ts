/**
 * BYOB requests (持ち込みプリント, issue #15, docs/decisions/013): received from anyone, quoted by the
 * operator, accepted by their customer. Accepting makes the quote an estimate (source `byob`, one
 * held line of kind `custom`: no SKU, no stock, the artwork files kept by the order) and puts it in
 * the cart, where it is ordered like any estimate. The rules are @shop/order-domain's `byob.ts`.
 */
import type { ByobRequestCreate, CustomOrderWire } from '@shop/api-contract';
import { consumptionTaxIncluded, yen } from '@shop/cart-domain';
import {
  BYOB_ARRIVAL_METHOD_LABELS,
  BYOB_GARMENT_KIND_LABELS,
  BYOB_MATERIAL_LABELS,
  BYOB_PLACEMENT_LABELS,
  BYOB_SIZE_LABELS,
  BYOB_STATUS_LABELS,
  byobCanBeAccepted,
  byobCanBeQuoted,
  byobQuantityTotal,
  checkByobDates,
  checkByobQuantities,
  checkByobQuote,
  formatByobNumber,
} from '@shop/order-domain';
import type { Db, Queryable } from '../db/db.ts';
import { createEstimate, putEstimateInCart, shopToday } from '../estimates/estimate-service.ts';
import type { HeldLine } from '../estimates/held-line.ts';
import type { FileOwner } from '../files/file-record-store.ts';
import { ownFileUuids } from '../files/file-service.ts';
import { HttpProblem } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { upcomingBusinessDays } from '../catalog/business-day-routes.ts';
import type { Config } from '../config/config.ts';
import { randomToken, sha256 } from '../session/tokens.ts';
import { byobLink, byobQuoteMail, byobReceiptMail, byobShopNoticeMail, byobSummary } from './byob-mail.ts';
import {
  type ByobRow,
  acceptByob,
  addClaimToken,
  byobByNumber,
  byobOf,
  byobsOf,
  claimByob,
  insertByob,
  latestByobs,
  nextByobSequence,
  printMethodExists,
  quoteByob,
  transitDays,
} from './byob-store.ts';

/** The operator's list of BYOB requests, newest first (of one status, or all): at most `limit`. */
export function byobRequests(db: Queryable, status: string | null, limit: number): Promise<ByobRow[]> {
  return latestByobs(db, status, limit);
}

/** One BYOB request by number, for the operator (any requester's). */
export function byobRequest(db: Queryable, number: string): Promise<ByobRow | undefined> {
  return byobByNumber(db, number);
}

/** Answers of refused BYOB calls (Japanese for shoppers; the 404 is the cart's). */
export const BYOB_ERRORS = {
  noItem: 'No item exists.',
  invalid: '入力内容に誤りがあります。',
  unknownMethod: '選択されたプリント方法は存在しません',
  notYourFile: 'アップロードしたプリントデータが見つかりません。もう一度アップロードしてください',
  notQuoted: 'このご依頼はまだお見積り中です。お見積りができしだいメールでお知らせします。',
  alreadyAccepted: 'このお見積りはすでにカートに入れてご注文手続きに進んでいます。',
  cancelled: 'このご依頼はキャンセルされています。',
} as const;

const fieldProblem = (errors: Record<string, string[]>) => new HttpProblem(422, BYOB_ERRORS.invalid, errors);

/** The request as its customer reads it. */
export function customOrderWire(row: ByobRow): CustomOrderWire {
  const quoted = row.quoted_at !== null && row.quote_price !== null && row.quote_lead_days !== null;
  return {
    number: row.number,
    status: row.status,
    status_label: BYOB_STATUS_LABELS[row.status],
    garment_kind: row.garment_kind,
    garment_kind_label: BYOB_GARMENT_KIND_LABELS[row.garment_kind],
    material: row.material,
    material_label: BYOB_MATERIAL_LABELS[row.material],
    colors: row.colors,
    quantities: row.quantities.map((q) => ({ size: q.size, size_label: BYOB_SIZE_LABELS[q.size], quantity: q.quantity })),
    quantity: row.quantity,
    print_method: { id: row.print_method_id, name: row.print_method_name },
    placements: row.placements.map((p) => ({
      placement: p.placement,
      placement_label: BYOB_PLACEMENT_LABELS[p.placement],
      file_uuid: p.file_uuid,
      note: p.note,
    })),
    name: row.name,
    email: row.email,
    phone: row.phone,
    arrival_method: row.arrival_method,
    arrival_method_label: BYOB_ARRIVAL_METHOD_LABELS[row.arrival_method],
    arrival_date: row.arrival_date,
    wanted_date: row.wanted_date,
    notes: row.notes,
    quote: quoted
      ? {
          price: row.quote_price as number,
          tax: consumptionTaxIncluded(yen(row.quote_price as number)),
          lead_days: row.quote_lead_days as number,
          note: row.quote_note ?? '',
          quoted_at: new Date(row.quoted_at as Date).toISOString(),
        }
      : null,
    estimate_number: row.estimate_number,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The one held line of an accepted quote: a custom line priced at the quote, no stock. */
export function byobHeldLine(row: ByobRow): HeldLine {
  const price = row.quote_price;
  if (price === null || row.quote_lead_days === null) throw new Error(`request ${row.number} has no quote`);
  const charges = { garments: 0, wrapping: 0, printCharges: price, plateCharges: 0, dataProductionFees: 0, colorChangeCharges: 0 };
  return {
    wire: {
      kind: 'custom',
      position: 1,
      title: `持ち込みプリント ${BYOB_GARMENT_KIND_LABELS[row.garment_kind]}`,
      description: byobSummary(row),
      quantity: row.quantity,
      request_number: row.number,
      charges: { garments: 0, wrapping: 0, print_charges: price, plate_charges: 0, data_production_fees: 0, color_change_charges: 0 },
      subtotal: price,
    },
    charges: { ...charges, total: price, quantity: row.quantity },
    stock: [],
    files: [...new Set(row.placements.flatMap((p) => (p.file_uuid ? [p.file_uuid] : [])))],
    leadDays: row.quote_lead_days,
  };
}

export interface ByobServiceDeps {
  db: Db;
  now: () => number;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'closures' | 'mailFrom'>;
}

/** The BYOB operations of one database, clock and mailer. */
export function byobService({ db, now, mailer, config }: ByobServiceDeps) {
  /** One request of the customer; 404 for anyone else's. */
  async function requestOf(customerId: number, number: string): Promise<CustomOrderWire> {
    const row = await byobOf(db, customerId, number);
    if (!row) throw new HttpProblem(404, BYOB_ERRORS.noItem);
    return customOrderWire(row);
  }

  return {
    /**
     * Receives a request (422 with Japanese field errors when a rule of the domain refuses it), mails
     * the receipt to the requester and a notice to the shop; answers the number.
     */
    async create(
      input: ByobRequestCreate,
      requester: { customerId: number | null; owner: FileOwner },
    ): Promise<{ number: string; email: string }> {
      const quantities = input.quantities.filter((q) => q.quantity > 0);
      const errors: Record<string, string[]> = {};
      const quantityMessage = checkByobQuantities(input.quantities);
      if (quantityMessage) errors['quantities'] = [quantityMessage];
      const placements = new Set(input.placements.map((p) => p.placement));
      if (placements.size !== input.placements.length) errors['placements'] = ['プリント位置が重複しています'];
      if (!(await printMethodExists(db, input.printMethodId))) errors['print_method_id'] = [BYOB_ERRORS.unknownMethod];
      const at = now();
      const { days } = upcomingBusinessDays(at, config.closures);
      const dates = checkByobDates({
        today: shopToday(at),
        arrivalDate: input.arrivalDate,
        wantedDate: input.wantedDate,
        businessDays: days,
        transitDays: await transitDays(db),
      });
      for (const [field, message] of Object.entries(dates)) errors[field] = [message];
      const files = input.placements.flatMap((p) => (p.fileUuid ? [p.fileUuid] : []));
      const owned = await ownFileUuids(db, requester.owner, files);
      input.placements.forEach((p, index) => {
        if (p.fileUuid && !owned.has(p.fileUuid)) errors[`placements.${index}.file_uuid`] = [BYOB_ERRORS.notYourFile];
      });
      if (Object.keys(errors).length > 0) throw fieldProblem(errors);

      const token = randomToken();
      const { row } = await db.transaction(async (tx) => {
        const number = formatByobNumber({ year: Number(shopToday(at).slice(0, 4)), sequence: await nextByobSequence(tx) });
        await insertByob(
          tx,
          {
            number,
            customer_id: requester.customerId,
            claim_token_hashes: [sha256(token)],
            email: input.email,
            name: input.name,
            phone: input.phone,
            garment_kind: input.garmentKind,
            material: input.material,
            colors: input.colors,
            quantities,
            quantity: byobQuantityTotal(quantities),
            print_method_id: input.printMethodId,
            placements: input.placements.map((p) => ({ placement: p.placement, file_uuid: p.fileUuid ?? null, note: p.note })),
            arrival_method: input.arrivalMethod,
            arrival_date: input.arrivalDate,
            wanted_date: input.wantedDate,
            notes: input.notes,
          },
          new Date(at),
        );
        const stored = await byobByNumber(tx, number);
        if (!stored) throw new Error(`request ${number} vanished inside its own transaction`);
        return { row: stored };
      });
      const isGuest = requester.customerId === null;
      await mailer.send(byobReceiptMail(row, byobLink(config.publicUrl, row.number, isGuest ? token : null), isGuest));
      await mailer.send(byobShopNoticeMail(config.mailFrom, row));
      return { number: row.number, email: row.email };
    },

    /** The customer's requests, newest first. */
    async list(customerId: number): Promise<CustomOrderWire[]> {
      return (await byobsOf(db, customerId)).map(customOrderWire);
    },

    /** One request of the customer; 404 for anyone else's. */
    show: requestOf,

    /**
     * A guest's request whose mailed link's token matches becomes the customer's. Claiming one that
     * is already theirs answers it again (a second press, another tab); 404 for a wrong token or a
     * request someone holds, without saying which.
     */
    async claim(customerId: number, number: string, token: string): Promise<CustomOrderWire> {
      await claimByob(db, number, sha256(token), customerId, new Date(now()));
      return requestOf(customerId, number);
    },

    /** Accepts the quote: an estimate of one custom line, put in the cart (409 unless quoted). */
    accept(customerId: number, number: string): Promise<{ estimateNumber: string; cartEstimateId: number }> {
      return db.transaction(async (tx) => {
        const row = await byobOf(tx, customerId, number, true);
        if (!row) throw new HttpProblem(404, BYOB_ERRORS.noItem);
        if (!byobCanBeAccepted(row.status)) {
          throw new HttpProblem(
            409,
            row.status === 'accepted'
              ? BYOB_ERRORS.alreadyAccepted
              : row.status === 'cancelled'
                ? BYOB_ERRORS.cancelled
                : BYOB_ERRORS.notQuoted,
          );
        }
        const at = now();
        const estimate = await createEstimate(tx, {
          customerId,
          source: 'byob',
          title: `持ち込みプリント ${row.number}`,
          lines: [byobHeldLine(row)],
          now: at,
        });
        const { cartEstimateId } = await putEstimateInCart(tx, customerId, estimate.number, at);
        await acceptByob(tx, row.id, estimate.number, new Date(at));
        return { estimateNumber: estimate.number, cartEstimateId };
      });
    },
  };
}

/** The operator's side (the command line): quote a request and mail the quote with the link. */
export async function quoteByobRequest(
  deps: { db: Db; now: () => number; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  number: string,
  quote: { price: number; leadDays: number; note: string },
): Promise<{ ok: true; row: ByobRow } | { ok: false; message: string }> {
  const refusal = checkByobQuote(quote.price, quote.leadDays);
  if (refusal) return { ok: false, message: refusal };
  const result = await deps.db.transaction(async (tx: Queryable) => {
    const row = await byobByNumber(tx, number, true);
    if (!row) return { ok: false as const, message: `no BYOB request ${number}` };
    if (!byobCanBeQuoted(row.status)) return { ok: false as const, message: `${number} is ${row.status}: it cannot be quoted` };
    await quoteByob(tx, row.id, quote, new Date(deps.now()));
    // A guest's request: the quote's link carries a token of its own (the receipt's stays valid).
    const token = row.customer_id === null ? randomToken() : null;
    if (token) await addClaimToken(tx, row.id, sha256(token));
    const quoted = await byobByNumber(tx, number);
    if (!quoted) throw new Error(`request ${number} vanished inside its own transaction`);
    return { ok: true as const, row: quoted, token };
  });
  if (!result.ok) return result;
  await deps.mailer.send(byobQuoteMail(result.row, byobLink(deps.config.publicUrl, number, result.token), quote));
  return { ok: true, row: result.row };
}
