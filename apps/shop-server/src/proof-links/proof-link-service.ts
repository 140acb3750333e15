/**
 * Shared proofs (issue #30, 「校正を共有する」): what the routes do apart from HTTP. A link is made
 * from one print production the caller owns (the signed-in customer's cart or order, or a guest's
 * browser cart checked like a cart push), copied into a snapshot without prices (proof-snapshot.ts);
 * its token is 128 random bits shown once and stored as its SHA-256; it is read by anyone holding
 * the token until its owner revokes it or PROOF_LINK_DAYS pass.
 */
import { randomBytes } from 'node:crypto';
import { PROOF_LINK_DAYS, PROOF_TOKEN_PATTERN, type ProofLinkCreateRequest, type ProofLinkSummaryWire } from '@shop/api-contract';
import { draftOfCreateRequest, priceProduction } from '@shop/cart-domain';
import type { Db, Queryable } from '../db/db.ts';
import type { FileStore } from '../files/file-store.ts';
import { fileRecordsOf, ownFileUuids, previewBytes } from '../files/file-service.ts';
import type { FileOwner } from '../files/file-record-store.ts';
import { HttpProblem } from '../http/errors.ts';
import { loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { CART_MESSAGES, refusal } from '../cart/messages.ts';
import { checkNewProduction, printFileUuids } from '../cart/production-input.ts';
import { cartProductionOf, refuseUnpriced } from '../cart/production-service.ts';
import { sha256 } from '../session/tokens.ts';
import { PROOF_LINK_MESSAGES } from './proof-link-messages.ts';
import {
  adoptSessionProofLinks,
  insertProofLink,
  type LinkOwner,
  type ProofLinkRow,
  proofLinkByHash,
  proofLinksOf,
  revokeProofLink,
} from './proof-link-store.ts';
import { buildSnapshot, type ShareSource, snapshotFileUuids, sourceFileUuids, viewWire } from './proof-snapshot.ts';

const DAY = 24 * 60 * 60 * 1000; // ms
/** How long a link stays open, ms. */
export const PROOF_LINK_LIFETIME_MS = PROOF_LINK_DAYS * DAY;

/** A fresh token: 16 random bytes (128 bits), base64url, 22 characters. */
export function newProofToken(): string {
  return randomBytes(16).toString('base64url');
}

/** One production of an order as the order service answers it (the wire shape, snake_case). */
export interface OrderProductionWireLike {
  production: {
    product: { id: number };
    print_method: { id: number };
    prints: readonly {
      print_spec: { id: number };
      plates: number;
      file_uuid: string | null;
      svg_file_uuid: string | null;
      layout?: { width_mm: number; anchor: 'top' | 'center'; offset_x_mm: number; offset_y_mm: number } | null | undefined;
      ink_sets?: readonly { color_id: number | null; inks: readonly { id: number; name: string; hex: string }[] }[] | null | undefined;
    }[];
    item_groups: readonly { color: { id: number }; items: readonly { sku_id: number; quantity: number }[] }[];
  };
}

/** What the service needs of the orders folder (handed over by the mount table). */
export interface ProofLinkOrders {
  production(customerId: number, number: string): Promise<OrderProductionWireLike | undefined>;
}

export interface ProofLinkDeps {
  db: Db;
  now: () => number;
  files: FileStore;
  orders: ProofLinkOrders;
}

/** The caller as the service sees it: the session id and the signed-in customer, if any. */
export interface Caller {
  sessionId: string;
  customerId: number | null;
}

const ownerOf = (caller: Caller): LinkOwner =>
  caller.customerId !== null ? { customerId: caller.customerId } : { customerId: null, sessionId: caller.sessionId };

const fileOwnerOf = (caller: Caller): FileOwner =>
  caller.customerId !== null
    ? { customerId: caller.customerId, sessionId: caller.sessionId }
    : { customerId: null, sessionId: caller.sessionId };

/** The list and creation answer of one row (never its token: only its hash is kept). */
export function summaryWire(row: ProofLinkRow): ProofLinkSummaryWire {
  return {
    id: row.id,
    source: row.source,
    cart_production_id: row.cart_production_id,
    production_number: row.production_number,
    product_name: row.snapshot.product.name,
    print_method_name: row.snapshot.printMethod.name,
    quantity: row.snapshot.quantity,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    revoked_at: row.revoked_at ? row.revoked_at.toISOString() : null,
  };
}

/** The link of a token that may be shown now: 404 unknown, 410 revoked or expired (Japanese). */
export function openLink(row: ProofLinkRow | undefined, now: number): ProofLinkRow {
  if (!row) throw new HttpProblem(404, PROOF_LINK_MESSAGES.notFound);
  if (row.revoked_at) throw new HttpProblem(410, PROOF_LINK_MESSAGES.revoked);
  if (row.expires_at.getTime() <= now) throw new HttpProblem(410, PROOF_LINK_MESSAGES.expired);
  return row;
}

/** The shared-proof service of one database, clock, file store and order service. */
export function proofLinkService({ db, now, files, orders }: ProofLinkDeps) {
  /** The production a request names, as a `ShareSource`, after checking the caller owns it. */
  async function sourceOf(caller: Caller, request: ProofLinkCreateRequest): Promise<ShareSource> {
    switch (request.source) {
      case 'guest_cart': {
        const body = request.production;
        const product = await loadCatalogueProduct(db, body.productId);
        if (!product) throw refusal('production.product_id', CART_MESSAGES.unknownProduct);
        // Checked as a cart push: the catalogue's colours, sizes and specs, and the caller's own uploads only.
        checkNewProduction(body, product, await ownFileUuids(db, fileOwnerOf(caller), printFileUuids(body.prints)));
        const priced = priceProduction(draftOfCreateRequest(body), product.order);
        if (!priced.production) refuseUnpriced('production.item_groups', priced, product, body.printMethodId);
        return {
          productId: body.productId,
          printMethodId: body.printMethodId,
          groups: body.itemGroups.map((g) => ({ colorId: g.colorId, items: g.items })),
          prints: body.prints,
        };
      }
      case 'cart': {
        if (caller.customerId === null) throw new HttpProblem(401, 'Unauthenticated.');
        const stored = await cartProductionOf(db, caller.customerId, request.cartProductionId);
        if (!stored) throw new HttpProblem(404, PROOF_LINK_MESSAGES.unknownCartProduction);
        return { productId: stored.productId, printMethodId: stored.printMethodId, groups: stored.itemGroups, prints: stored.prints };
      }
      case 'order': {
        if (caller.customerId === null) throw new HttpProblem(401, 'Unauthenticated.');
        const found = await orders.production(caller.customerId, request.productionNumber);
        if (!found) throw new HttpProblem(404, PROOF_LINK_MESSAGES.unknownOrderProduction);
        const production = found.production;
        return {
          productId: production.product.id,
          printMethodId: production.print_method.id,
          groups: production.item_groups.map((g) => ({
            colorId: g.color.id,
            items: g.items.map((i) => ({ skuId: i.sku_id, quantity: i.quantity })),
          })),
          prints: production.prints.map((p) => ({
            printSpecId: p.print_spec.id,
            plates: p.plates,
            fileUuid: p.file_uuid,
            svgFileUuid: p.svg_file_uuid,
            layout: p.layout
              ? { widthMm: p.layout.width_mm, anchor: p.layout.anchor, offsetXMm: p.layout.offset_x_mm, offsetYMm: p.layout.offset_y_mm }
              : null,
            namedInkSets: p.ink_sets?.map((set) => ({ colorId: set.color_id, inks: set.inks })) ?? null,
          })),
        };
      }
    }
  }

  return {
    /** Makes a link for the caller: the stored row and its token (the only time the token exists in clear). */
    async create(caller: Caller, request: ProofLinkCreateRequest): Promise<{ row: ProofLinkRow; token: string }> {
      const source = await sourceOf(caller, request);
      const product = await loadCatalogueProduct(db, source.productId);
      if (!product) throw refusal('source', PROOF_LINK_MESSAGES.nothingToShow);
      const snapshot = buildSnapshot(source, product, await fileRecordsOf(db, sourceFileUuids(source)));
      if (!snapshot) throw refusal('source', PROOF_LINK_MESSAGES.nothingToShow);
      const token = newProofToken();
      const createdAt = new Date(now());
      const row = await insertProofLink(db, {
        tokenHash: sha256(token),
        owner: ownerOf(caller),
        source: request.source,
        cartProductionId: request.source === 'cart' ? request.cartProductionId : null,
        productionNumber: request.source === 'order' ? request.productionNumber : null,
        snapshot,
        fileUuids: snapshotFileUuids(snapshot),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + PROOF_LINK_LIFETIME_MS),
      });
      return { row, token };
    },

    /** The caller's links, newest first. */
    list: (caller: Caller) => proofLinksOf(db, ownerOf(caller)),

    /** Revokes one of the caller's links; 404 for anyone else's (exactly like a missing one). */
    async revoke(caller: Caller, id: number): Promise<void> {
      if (!(await revokeProofLink(db, ownerOf(caller), id, new Date(now())))) throw new HttpProblem(404, 'Not found.');
    },

    /** The shared page's data of a token (404 / 410 as `openLink`). */
    async view(token: string) {
      const row = openLink(PROOF_TOKEN_PATTERN.test(token) ? await proofLinkByHash(db, sha256(token)) : undefined, now());
      return viewWire(row.snapshot, token, row.created_at, row.expires_at);
    },

    /** The preview picture of placement `index` of a token's snapshot (404 when it has none). */
    async artwork(token: string, index: number): Promise<Uint8Array> {
      const row = openLink(PROOF_TOKEN_PATTERN.test(token) ? await proofLinkByHash(db, sha256(token)) : undefined, now());
      const file = row.snapshot.placements[index]?.file;
      const bytes = file ? await previewBytes(files, file.uuid) : undefined;
      if (!bytes) throw new HttpProblem(404, 'Not found.');
      return bytes;
    },
  };
}

export type ProofLinkService = ReturnType<typeof proofLinkService>;

/** A guest session's links pass to the customer who logs in from it (auth-service.ts signIn). */
export function adoptSessionLinks(db: Queryable, sessionId: string, customerId: number): Promise<void> {
  return adoptSessionProofLinks(db, sessionId, customerId);
}
