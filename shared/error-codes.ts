/**
 * Every `code` the API sends in an error body `{ message, code }`, per module. The API's
 * exception filter maps each to one HTTP status (api/common/error-status.ts, exhaustive);
 * the web reads the codes from here. Pure: no Node or browser imports.
 */

export const COMMON_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'malformed_json',
  'invalid_id',
  'unauthorized',
  'forbidden',
  'cross_origin',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'too_many_requests',
  'internal_error',
  'unavailable',
  'database_unavailable',
  'error',
] as const;

export const ACCOUNT_ERROR_CODES = [
  'invalid_credentials',
  'username_taken',
  'invalid_reset_token',
  'invalid_verification_token',
  'wrong_password',
] as const;

export const CHECKOUT_ERROR_CODES = [
  'unknown_guide',
  'unknown_upsell',
  'duplicate_upsell',
  'main_as_upsell',
  'too_many_upsells',
  'amount_mismatch',
  'payment_provider_unavailable',
  'payment_not_found',
  'order_mismatch',
  'payment_incomplete',
  'payment_mismatch',
  'order_revoked',
  'already_owned',
  'payment_intent_unexpected_state',
  'card_declined',
  'invalid_signature',
  'invalid_event',
  'refund_not_allowed',
  'refund_unknown_items',
  'refund_already_refunded',
  'refund_in_progress',
  'refund_refused',
  'consent_required',
  'terms_outdated',
  'order_not_free',
  'order_is_free',
] as const;

export const DOWNLOAD_ERROR_CODES = ['range_not_satisfiable', 'precondition_failed'] as const;

export const UPLOAD_ERROR_CODES = [
  'upload_not_found',
  'invalid_upload_token',
  'upload_slot_used',
  'upload_slot_expired',
  'upload_in_progress',
  'file_type_mismatch',
  'unsupported_file_type',
  'file_too_large',
  'upload_aborted',
  'invalid_attachment',
  'upload_quota_exceeded',
  'insufficient_storage',
] as const;

export const CONTACT_ERROR_CODES = ['duplicate_attachment'] as const;

export const ADMIN_ERROR_CODES = ['mail_failed', 'order_not_paid', 'order_without_email', 'too_many_files'] as const;

export const GUIDE_LIBRARY_ERROR_CODES = ['not_a_pdf', 'unreadable_pdf', 'pdf_too_large', 'pdf_required', 'edition_unchanged'] as const;

export const DISCOUNT_ERROR_CODES = [
  'discount_code_unknown',
  'discount_code_paused',
  'discount_code_not_started',
  'discount_code_expired',
  'discount_code_used_up',
  'discount_code_held',
  'discount_code_email_limit',
  'discount_code_not_applicable',
  'discount_code_taken',
] as const;

export const REVIEW_ERROR_CODES = ['not_owned', 'invalid_review_link', 'review_not_found'] as const;

export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];
export type DownloadErrorCode = (typeof DOWNLOAD_ERROR_CODES)[number];
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];
export type GuideLibraryErrorCode = (typeof GUIDE_LIBRARY_ERROR_CODES)[number];
export type DiscountErrorCode = (typeof DISCOUNT_ERROR_CODES)[number];
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

export type ErrorCode =
  | CommonErrorCode
  | AccountErrorCode
  | CheckoutErrorCode
  | DownloadErrorCode
  | UploadErrorCode
  | ContactErrorCode
  | AdminErrorCode
  | GuideLibraryErrorCode
  | DiscountErrorCode
  | ReviewErrorCode;

/** The one error body the API sends. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}
