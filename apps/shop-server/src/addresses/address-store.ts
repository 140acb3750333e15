/**
 * The address book in the database (`customer_addresses`): every statement the address service runs.
 * Each read and write names the customer, so an id of another customer's address finds nothing.
 */
import type { AddressRequest, AddressWire } from '@shop/api-contract';
import { customerRows } from '../db/customer-rows.ts';
import { one, type Queryable } from '../db/db.ts';

/** The fields of an address as the form gives them (normalised by the contract's schema). */
export type AddressFields = Omit<AddressRequest, 'isDefault'>;

/** A stored address: the columns the API answers, with the row's timestamps. */
export interface AddressRow extends Omit<AddressWire, 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, name, name_kana, postal_code, prefecture, city, town, street, building, company, phone, is_default, created_at, updated_at';

/** The address as the API answers it. */
export function addressWire(row: AddressRow): AddressWire {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    postal_code: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    street: row.street,
    building: row.building,
    company: row.company,
    phone: row.phone,
    is_default: row.is_default,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const rows = customerRows<AddressRow>('customer_addresses', COLUMNS);
export const lockAddressBook = rows.lock;
export const addressesOf = rows.list;
export const addressOf = rows.find;
export const countAddresses = rows.count;
export const newestAddressId = rows.newestId;

/** Adds an address (not the default: see `makeDefault`); answers its id. */
export async function insertAddress(tx: Queryable, customerId: number, fields: AddressFields, at: Date): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into customer_addresses (customer_id, name, name_kana, postal_code, prefecture, city, town, street, building, company, phone, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
    [customerId, ...fieldValues(fields), at],
  );
  if (!row) throw new Error('address insert returned no row');
  return row.id;
}

/** Replaces the fields of one address of the customer; false when it is missing or someone else's. */
export async function updateAddress(tx: Queryable, customerId: number, id: number, fields: AddressFields, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `update customer_addresses set name = $3, name_kana = $4, postal_code = $5, prefecture = $6, city = $7, town = $8,
       street = $9, building = $10, company = $11, phone = $12, updated_at = $13
     where customer_id = $1 and id = $2 returning id`,
    [customerId, id, ...fieldValues(fields), at],
  );
  return rows.length > 0;
}

/**
 * Makes one address of the customer the default. Two statements: a unique index is checked row by
 * row, so clearing and setting in one statement could meet the old default still set.
 */
export async function makeDefault(tx: Queryable, customerId: number, id: number, at: Date): Promise<void> {
  await tx.query('update customer_addresses set is_default = false, updated_at = $3 where customer_id = $1 and is_default and id <> $2', [
    customerId,
    id,
    at,
  ]);
  await tx.query('update customer_addresses set is_default = true, updated_at = $3 where customer_id = $1 and id = $2 and not is_default', [
    customerId,
    id,
    at,
  ]);
}

/** Deletes one address of the customer: undefined when it is missing or someone else's, else whether it was the default. */
export async function deleteAddress(tx: Queryable, customerId: number, id: number): Promise<{ wasDefault: boolean } | undefined> {
  const row = await one<{ is_default: boolean }>(
    tx,
    'delete from customer_addresses where customer_id = $1 and id = $2 returning is_default',
    [customerId, id],
  );
  return row && { wasDefault: row.is_default };
}

function fieldValues(f: AddressFields): string[] {
  return [f.name, f.nameKana, f.postalCode, f.prefecture, f.city, f.town, f.street, f.building, f.company, f.phone];
}
