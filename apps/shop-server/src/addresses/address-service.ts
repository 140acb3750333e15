/**
 * The address-book rules, over address-store.ts. A customer has at most MAX_ADDRESSES addresses and,
 * while they have any, exactly one default: the first address becomes it, `isDefault: true` moves it,
 * and deleting it passes it to the newest remaining address. Each write runs in one transaction with
 * the customer's row locked, so concurrent writes to one book cannot break either rule.
 */
import { type AddressRequest, type AddressWire, MAX_ADDRESSES } from '@shop/api-contract';
import type { Db, Queryable } from '../db/db.ts';
import {
  type AddressFields,
  addressOf,
  addressWire,
  addressesOf,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockAddressBook,
  makeDefault,
  newestAddressId,
  updateAddress,
} from './address-store.ts';

/** Why a write was refused. */
export type AddressRefusal = { type: 'not_found' } | { type: 'too_many'; max: number };

export type AddressResult<T> = { ok: true; value: T } | { ok: false; error: AddressRefusal };

const NOT_FOUND = { ok: false, error: { type: 'not_found' } } as const;

function fieldsOf({ isDefault: _isDefault, ...fields }: AddressRequest): AddressFields {
  return fields;
}

/** The address-book operations of one database; `now` is the clock (epoch ms). */
export function addressService(db: Db, now: () => number) {
  /** Reads back an address written in `tx` (it exists: the caller just wrote it under the lock). */
  async function written(tx: Queryable, customerId: number, id: number): Promise<AddressWire> {
    const row = await addressOf(tx, customerId, id);
    if (!row) throw new Error(`address ${id} vanished inside its own transaction`);
    return addressWire(row);
  }

  return {
    /** The customer's addresses, the default first, then the newest first. */
    async list(customerId: number): Promise<AddressWire[]> {
      return (await addressesOf(db, customerId)).map(addressWire);
    },

    /** Adds an address; the first one, or one sent with `isDefault: true`, becomes the default. */
    create(customerId: number, input: AddressRequest): Promise<AddressResult<AddressWire>> {
      return db.transaction(async (tx) => {
        if (!(await lockAddressBook(tx, customerId))) return NOT_FOUND;
        const count = await countAddresses(tx, customerId);
        if (count >= MAX_ADDRESSES) return { ok: false, error: { type: 'too_many', max: MAX_ADDRESSES } };
        const at = new Date(now());
        const id = await insertAddress(tx, customerId, fieldsOf(input), at);
        if (count === 0 || input.isDefault === true) await makeDefault(tx, customerId, id, at);
        return { ok: true, value: await written(tx, customerId, id) };
      });
    },

    /** Replaces an address's fields; `isDefault: true` makes it the default (false or left out changes nothing). */
    update(customerId: number, id: number, input: AddressRequest): Promise<AddressResult<AddressWire>> {
      return db.transaction(async (tx) => {
        if (!(await lockAddressBook(tx, customerId))) return NOT_FOUND;
        const at = new Date(now());
        if (!(await updateAddress(tx, customerId, id, fieldsOf(input), at))) return NOT_FOUND;
        if (input.isDefault === true) await makeDefault(tx, customerId, id, at);
        return { ok: true, value: await written(tx, customerId, id) };
      });
    },

    /** Deletes an address; when it was the default, the newest remaining address becomes the default. */
    remove(customerId: number, id: number): Promise<AddressResult<null>> {
      return db.transaction(async (tx) => {
        if (!(await lockAddressBook(tx, customerId))) return NOT_FOUND;
        const deleted = await deleteAddress(tx, customerId, id);
        if (!deleted) return NOT_FOUND;
        if (deleted.wasDefault) {
          const next = await newestAddressId(tx, customerId);
          if (next !== undefined) await makeDefault(tx, customerId, next, new Date(now()));
        }
        return { ok: true, value: null };
      });
    },
  };
}
