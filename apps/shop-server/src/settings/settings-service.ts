/**
 * The shop's settings (table shop_settings, set by the operator): what the checkout, the delivery
 * dates and the shipping guidance read. A missing or malformed value keeps its default.
 */
import type { BankAccountWire } from '@shop/api-contract';
import type { Queryable } from '../db/db.ts';
import { settingValues } from './settings-store.ts';

/** The shop's checkout settings (shop_settings). */
export interface CheckoutSettings {
  /** yen, tax included */
  shippingFee: number;
  timeSlots: string[];
  /** calendar days */
  transitDays: number;
  /** calendar days */
  windowDays: number;
  /** days */
  bankTransferDueDays: number;
  bankAccount: BankAccountWire;
}

/** The shop_settings keys the checkout reads. */
const CHECKOUT_KEYS = [
  'shipping_fee',
  'delivery_time_slots',
  'delivery_transit_days',
  'delivery_window_days',
  'bank_transfer_due_days',
  'bank_account',
];

const SETTING_DEFAULTS: CheckoutSettings = {
  shippingFee: 880,
  timeSlots: ['指定なし'],
  transitDays: 1,
  windowDays: 14,
  bankTransferDueDays: 7,
  bankAccount: { bank_name: '', branch_name: '', account_type: '普通', account_number: '', account_holder: '' },
};

/** Reads the checkout settings; a missing key keeps its default. */
export async function loadCheckoutSettings(db: Queryable): Promise<CheckoutSettings> {
  const byKey = await settingValues(db, CHECKOUT_KEYS);
  const whole = (key: string, fallback: number) => {
    const value = byKey.get(key);
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
  };
  const slots = byKey.get('delivery_time_slots');
  const account = byKey.get('bank_account');
  return {
    shippingFee: whole('shipping_fee', SETTING_DEFAULTS.shippingFee),
    timeSlots:
      Array.isArray(slots) && slots.every((s) => typeof s === 'string') && slots.length > 0
        ? (slots as string[])
        : SETTING_DEFAULTS.timeSlots,
    transitDays: whole('delivery_transit_days', SETTING_DEFAULTS.transitDays),
    windowDays: whole('delivery_window_days', SETTING_DEFAULTS.windowDays),
    bankTransferDueDays: whole('bank_transfer_due_days', SETTING_DEFAULTS.bankTransferDueDays),
    bankAccount:
      account !== null && typeof account === 'object'
        ? { ...SETTING_DEFAULTS.bankAccount, ...(account as BankAccountWire) }
        : SETTING_DEFAULTS.bankAccount,
  };
}

/** The artwork loop's days (issue #30): business days to answer a データ不備 or a proof, and to the reminder. */
export interface ArtworkSettings {
  deadlineDays: number;
  reminderAfterDays: number;
}

/**
 * Reads the artwork settings (`art_deadline_days`, default 5; `art_reminder_after_days`, default 2);
 * a malformed value keeps its default, and the reminder never comes after the deadline.
 */
export async function loadArtworkSettings(db: Queryable): Promise<ArtworkSettings> {
  const byKey = await settingValues(db, ['art_deadline_days', 'art_reminder_after_days']);
  const days = (key: string, fallback: number) => {
    const value = byKey.get(key);
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 60 ? value : fallback;
  };
  const deadlineDays = days('art_deadline_days', 5);
  return { deadlineDays, reminderAfterDays: Math.min(days('art_reminder_after_days', 2), deadlineDays) };
}
