export { fieldErrors, FORM_ERROR_KEY, validate } from './errors.ts';
export { API_FIELD_LABELS, FALLBACK_CONFIG, fallbackMessage } from './fallback-message.ts';
export type { FieldErrors, ValidationResult } from './errors.ts';
export {
  CancelMembershipSchema,
  EmailChangeSchema,
  ForgotPasswordSchema,
  InquirySchema,
  LoginSchema,
  MAX_LENGTHS,
  PasswordChangeSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './forms.ts';
export type {
  CancelMembershipInput,
  CancelMembershipOutput,
  EmailChangeInput,
  EmailChangeOutput,
  ForgotPasswordInput,
  ForgotPasswordOutput,
  InquiryInput,
  InquiryOutput,
  LoginInput,
  LoginOutput,
  PasswordChangeInput,
  PasswordChangeOutput,
  RegisterInput,
  RegisterOutput,
  ResetPasswordInput,
  ResetPasswordOutput,
} from './forms.ts';
export { FIELD_LABELS, INQUIRY_CATEGORIES } from './labels.ts';
export type { InquiryCategoryId } from './labels.ts';
export {
  bail,
  confirmed,
  email,
  maxLength,
  maxValue,
  minLength,
  minMaxLength,
  minValue,
  numeric,
  oneOf,
  password,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  regex,
  required,
  singleLine,
} from './rules.ts';
export type { RequiredOptions } from './rules.ts';
export {
  checkSizeFit,
  ratingShare,
  REVIEW_FIELD_LABELS,
  REVIEW_MESSAGES,
  ReviewFormSchema,
  sizeFitApplies,
  summarizeDistribution,
  summarizeRatings,
} from './review.ts';
export type { RatingSummary, ReviewFormInput, ReviewFormOutput } from './review.ts';
export { REVIEW_LIMITS, SIZE_FIT_LABELS, SIZE_FITS } from './review-constants.ts';
export { ORDER_MESSAGE_FIELD_LABELS, ORDER_MESSAGE_LIMITS, orderMessageBody, OrderMessageFormSchema } from './order-message.ts';
export type { OrderMessageFormInput, OrderMessageFormOutput } from './order-message.ts';
export { RECEIPT_DEFAULT_NOTE, RECEIPT_FIELD_LABELS, RECEIPT_LIMITS, ReceiptFormSchema } from './receipt.ts';
export type { ReceiptFormInput, ReceiptFormOutput } from './receipt.ts';
export type { SizeFit } from './review-constants.ts';
export {
  STAFF_FIELD_LABELS,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  StaffCurrentPasswordSchema,
  StaffLoginSchema,
  StaffPasswordChangeSchema,
  StaffSetupSchema,
  StaffTotpConfirmSchema,
  StaffTotpLoginSchema,
} from './staff-forms.ts';
export type {
  StaffCurrentPasswordInput,
  StaffLoginInput,
  StaffPasswordChangeInput,
  StaffSetupInput,
  StaffTotpConfirmInput,
  StaffTotpLoginInput,
} from './staff-forms.ts';
