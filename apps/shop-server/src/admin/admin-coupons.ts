/**
 * The operator's coupon commands (issue #14): `issue-coupon` makes a coupon for everyone who enters
 * its code, or gives it to one customer (`--customer email`: it appears in their account at once);
 * `coupons` lists them with their conditions and how often they were used.
 */
import { couponConditions, couponValueLabel, MAX_COUPON_PERCENT } from '@shop/order-domain';
import { audit, CLI_ACTOR } from '../audit/audit-service.ts';
import { couponsForOperator, createCoupon, termsOf } from '../loyalty/loyalty-service.ts';
import { findCustomerByEmail } from '../session/customer-store.ts';
import type { AdminDeps } from './commands.ts';
import { adminResult, type AdminResult } from './format.ts';

/** The options of `issue-coupon` as parseArgs gives them. */
export interface CouponOptions {
  code?: string | undefined;
  name?: string | undefined;
  amount?: string | undefined;
  percent?: string | undefined;
  min?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  'first-order'?: boolean | undefined;
  once?: boolean | undefined;
  customer?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (date: string) =>
  DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
const whole = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN);

/** Runs `issue-coupon` or `coupons`; exit code 2 for a usage error, 1 when refused. */
export async function runCouponCommand(
  command: 'issue-coupon' | 'coupons',
  options: CouponOptions,
  deps: AdminDeps,
  usage: (message: string) => AdminResult,
): Promise<AdminResult> {
  const { db } = deps;
  if (command === 'coupons') {
    const rows = await couponsForOperator(db);
    if (rows.length === 0) return adminResult(0, ['no coupons']);
    const lines = rows.map((row) => {
      const who = row.customer_email ? `for ${row.customer_email}` : 'anyone with the code';
      const conditions = couponConditions(termsOf(row)).join(' / ') || '条件なし';
      return [row.code, couponValueLabel(termsOf(row)), row.name, conditions, who, `used ${row.uses}`];
    });
    return adminResult(0, lines);
  }

  const code = options.code?.normalize('NFKC').trim().toUpperCase() ?? '';
  if (!/^[A-Z0-9_-]{3,32}$/.test(code)) return usage('issue-coupon needs --code of 3-32 letters, digits, - or _');
  if ((options.amount === undefined) === (options.percent === undefined))
    return usage('issue-coupon needs either --amount <yen> or --percent <1-100>');
  const kind = options.amount !== undefined ? 'amount' : 'percent';
  const value = whole(options.amount ?? options.percent);
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_000_000_000 || (kind === 'percent' && value > MAX_COUPON_PERCENT)) {
    return usage(kind === 'amount' ? '--amount must be a whole number of yen from 1' : '--percent must be 1-100');
  }
  const minOrder = options.min === undefined ? null : whole(options.min);
  if (minOrder !== null && (!Number.isSafeInteger(minOrder) || minOrder > 2_000_000_000))
    return usage('--min must be a whole number of yen');
  for (const date of [options.from, options.until])
    if (date !== undefined && !validDate(date)) return usage(`not a date (YYYY-MM-DD): ${date}`);
  if (options.from !== undefined && options.until !== undefined && options.until < options.from) return usage('--until is before --from');
  let customerId: number | null = null;
  if (options.customer !== undefined) {
    const customer = await findCustomerByEmail(db, options.customer);
    if (!customer) return adminResult(1, [`no customer ${options.customer}`]);
    customerId = customer.id;
  }
  const at = new Date(deps.now());
  const terms = {
    kind,
    value,
    minOrder,
    validFrom: options.from ?? null,
    validUntil: options.until ?? null,
    oncePerCustomer: options.once === true,
    firstOrderOnly: options['first-order'] === true,
  } as const;
  const name = options.name?.trim() || `${couponValueLabel(terms)}クーポン`;
  const created = await createCoupon(db, { code, name: name.slice(0, 100), ...terms, customerId, at });
  if (!created) return adminResult(1, [`the code ${code} is taken`]);
  await audit.record(db, {
    actor: CLI_ACTOR,
    action: 'coupon.issue',
    target: { type: 'coupon', id: code },
    after: { ...terms, name: name.slice(0, 100), customer: options.customer ?? null },
    at: deps.now(),
  });
  const conditions = couponConditions({ ...terms }).join(' / ') || '条件なし';
  return adminResult(0, [`${code}: ${couponValueLabel(terms)} (${conditions})${options.customer ? `, given to ${options.customer}` : ''}`]);
}
