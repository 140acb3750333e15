export { buildBusinessDays, DEFAULT_CLOSURES } from './calendar.ts';
export type { BuildBusinessDaysInput, Closure } from './calendar.ts';
export { formatMonthDay } from './format.ts';
export type { FormatMonthDayOptions } from './format.ts';
export { addDays, shopLocalDate } from './iso-date.ts';
export { japaneseHolidays } from './japanese-holidays.ts';
export { DEFAULT_CUTOFF_HOUR, DEFAULT_SHOP_OFFSET_HOURS, estimateShippingDate, shippingStartReason } from './shipping-date.ts';
export type { EstimateShippingDateInput, ShippingDateError, ShippingDateResult, ShippingStartReason } from './shipping-date.ts';
